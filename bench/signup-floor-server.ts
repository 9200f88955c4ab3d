// The floor of a sign-up on this machine: a server that takes the sign-up's JSON body, hashes its password with the
// app's own argon2id parameters and inserts the account row through the app's own database layer, and does nothing
// else (no session, CSRF, captcha, checks, company, trades or experiment). bench/signups.bench.ts sends it the same
// burst as the app, so what the app falls short of this is the app's, and what this falls short of the hash rate is
// the machine's (the HTTP client, the server, the database on the same cores).
// Started by the bench as its own process: DATA_DIR or DATABASE_URL, PORT.
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { EMAIL_TAKEN } from '../common/contract/calls/registration';
import { openDatabase } from '../server/src/db/client';
import { user } from '../server/src/db/schema/index';
import { hashPassword } from '../server/src/lib/passwords';

interface SignUpBody {
  email_address: string;
  password: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  postcode: string;
}

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '' });
const app = Fastify({ bodyLimit: 64 * 1024 });

app.get('/healthz', async () => ({ ok: true }));
app.post('/tradespeople-setup/register', async (request, reply) => {
  const body = request.body as SignUpBody;
  const passwordHash = await hashPassword(body.password);
  const [created] = await handle.db
    .insert(user)
    .values({
      email: body.email_address,
      passwordHash,
      firstName: body.first_name,
      lastName: body.last_name,
      phoneNumber: body.phone_number,
      postcode: body.postcode,
    })
    .onConflictDoNothing({ target: user.email, where: sql`email_released_at is null` })
    .returning({ id: user.id });
  if (!created) return reply.code(422).send({ errors: { email_address: [EMAIL_TAKEN] } });
  return { id: created.id };
});

const close = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGTERM', () => void close());
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
