import { TextField } from './text-field';

export interface EmailPasswordFieldsProps {
  email: string;
  password: string;
  onEmailChange: (email: string) => void;
  onPasswordChange: (password: string) => void;
  error: (field: 'email_address' | 'password') => string | undefined;
}

/** "Email address" and "Password" as every sign-in form asks for them (traders at /my-account, staff at /admin). */
export function EmailPasswordFields({ email, password, onEmailChange, onPasswordChange, error }: EmailPasswordFieldsProps) {
  return (
    <>
      <TextField
        label="Email address"
        name="email_address"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={error('email_address')}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        error={error('password')}
      />
    </>
  );
}
