import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LegalDocument } from './legal-popup-context';

interface LegalEntry {
  title: string;
  Content: LazyExoticComponent<ComponentType>;
}

// The texts are long and rarely opened: each loads on demand.
export const legalDocuments: Record<LegalDocument, LegalEntry> = {
  privacy: {
    title: 'Privacy Policy',
    Content: lazy(() => import('./privacy-policy-content').then((m) => ({ default: m.PrivacyPolicyContent }))),
  },
  terms: {
    title: 'Terms of Website Use',
    Content: lazy(() => import('./terms-of-use-content').then((m) => ({ default: m.TermsOfUseContent }))),
  },
  supply: {
    title: 'Terms and Conditions of Supply',
    Content: lazy(() => import('./terms-of-supply-content').then((m) => ({ default: m.TermsOfSupplyContent }))),
  },
  subscription: {
    title: 'Subscription Terms',
    Content: lazy(() => import('./subscription-terms-content').then((m) => ({ default: m.SubscriptionTermsContent }))),
  },
};
