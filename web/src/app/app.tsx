import { RouterProvider } from 'react-router';
import { LegalPopupProvider } from '../shell/legal/legal-popup-provider';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App() {
  return (
    <LegalPopupProvider>
      <RouterProvider router={router} />
    </LegalPopupProvider>
  );
}
