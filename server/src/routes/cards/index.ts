import type { FastifyInstance } from 'fastify';
import methodAdd from './method-add';
import methodList from './method-list';
import methodPrimary from './method-primary';
import methodRemove from './method-remove';
import methodSave from './method-save';
import logging from './logging';
import setupIntent from './setup-intent';
import setupIntentPing from './setup-intent-ping';
import setupMethod from './setup-method';
import threeDsReturn from './three-ds-return';

/** The billing step's card calls and the 3-D Secure return page. */
export default async function cardRoutes(app: FastifyInstance) {
  await app.register(setupMethod);
  await app.register(setupIntent);
  await app.register(setupIntentPing);
  await app.register(logging);
  await app.register(methodList);
  await app.register(methodSave);
  await app.register(methodAdd);
  await app.register(methodPrimary);
  await app.register(methodRemove);
  await app.register(threeDsReturn);
}
