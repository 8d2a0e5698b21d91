/**
 * Loaded with `node --import` before a server the tests start as a process of
 * its own (tests/relay/integration/relayForgetting.test.ts): the process's clock
 * reads CLOCK_AHEAD_MS later than the machine's, so what the server does by
 * the date (retention, src/relay/retention.ts) happens as it would that much
 * later, without waiting and without a clock option the product does not have.
 */
const ahead = Number(process.env.CLOCK_AHEAD_MS ?? 0);
const RealDate = Date;

class MovedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + ahead);
    else super(...(args as [string | number | Date]));
  }

  static override now() {
    return RealDate.now() + ahead;
  }
}

globalThis.Date = MovedDate as DateConstructor;
