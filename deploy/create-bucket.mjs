// One-shot before the app starts: creates the image bucket (S3_BUCKET) on the S3-compatible store when it is
// missing, waiting up to a minute for the store to answer. Reads the app's own S3_* variables, so it needs no
// settings of its own. Exits 0 when the bucket exists, 1 with one sentence when it cannot be made.
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';

const env = process.env;
const bucket = env.S3_BUCKET;
if (!bucket) {
  console.error('S3_BUCKET is not set, so there is no bucket to create.');
  process.exit(1);
}
const client = new S3Client({
  region: env.S3_REGION ?? 'us-east-1',
  endpoint: env.S3_ENDPOINT,
  forcePathStyle: ['1', 'true', 'yes', 'on'].includes(env.S3_FORCE_PATH_STYLE ?? ''),
  credentials:
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined,
});

const status = (error) => error?.$metadata?.httpStatusCode;
const deadline = Date.now() + 60_000;
let lastProblem = '';
while (Date.now() < deadline) {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
    console.log(`The bucket ${bucket} is there.`);
    process.exit(0);
  } catch (error) {
    if (status(error) === 404) {
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      console.log(`Created the bucket ${bucket}.`);
      process.exit(0);
    }
    // the store is still starting (connection refused) or not ready yet: ask again in a second
    lastProblem = error?.message ?? String(error);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
console.error(`The S3-compatible store at ${env.S3_ENDPOINT ?? 'AWS'} did not answer within a minute (${lastProblem}).`);
process.exit(1);
