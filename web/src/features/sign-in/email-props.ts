/** The e-mail address the sign-in page's forms share: typed in one, it is there in the next. */
export interface EmailProps {
  email: string;
  onEmailChange: (email: string) => void;
}
