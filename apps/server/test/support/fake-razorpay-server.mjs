/** The fake Razorpay as a process of its own, for the end-to-end tests (Node runs the TypeScript as it is). */
const { startFakeRazorpay } = await import('./fake-razorpay.ts');

const fake = await startFakeRazorpay({
  keyId: process.env.RAZORPAY_KEY_ID ?? 'rzp_test_fake',
  keySecret: process.env.RAZORPAY_KEY_SECRET ?? 'fake-key-secret',
  webhookSecret: process.env.RAZORPAY_WEBHOOK_SECRET ?? 'fake-webhook-secret',
  port: Number(process.env.FAKE_RAZORPAY_PORT ?? 0),
});
process.stdout.write(`fake Razorpay at ${fake.apiUrl}\n`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
