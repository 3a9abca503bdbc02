// The local Stripe fake as its own process for the checkout bench:
// `node --import ./test/support/swc-loader.mjs bench/stripe-fake.ts` prints its URL and serves until killed.
import { FakeStripeServer } from '../test/fakes/stripe-server.js';

const fake = await new FakeStripeServer().start();
process.stdout.write(`${fake.url}\n`);
process.on('SIGINT', () => {
  void fake.stop().then(() => process.exit(0));
});
