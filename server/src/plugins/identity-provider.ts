import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createIdentityProvider, type IdentityProvider } from '../providers/identity/index';
import { createLocalIdentityRepo } from '../repos/local-identity-repo';

declare module 'fastify' {
  interface FastifyInstance {
    /** The identity check's provider (decision 137): the local stand-in or Stripe Identity. */
    identity: IdentityProvider;
  }
}

/** One identity provider per app: the one given (tests), or the one env names. */
async function identityProviderPlugin(app: FastifyInstance, options: { provider?: IdentityProvider }) {
  app.decorate('identity', options.provider ?? createIdentityProvider(app.env, createLocalIdentityRepo(app.db)));
}

export default fp(identityProviderPlugin, { name: 'identity-provider', dependencies: ['database'] });
