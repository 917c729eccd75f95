// Preloaded (node --import) into the browser tests' server: its clock (Date, and so the
// server's ctx.now() and token times) runs `offset` ms ahead of the real one, and the
// test moves it forward by an IPC message instead of waiting, e.g. past the 30-second
// OTP resend gap. Never loaded by npm start.
const RealDate = Date;
let offset = 0;

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }

  static now() {
    return RealDate.now() + offset;
  }
}

globalThis.Date = ShiftedDate;

process.on('message', (message) => {
  if (message && message.type === 'tote:advance-clock') {
    offset += Number(message.ms) || 0;
    process.send?.({ type: 'tote:clock-advanced', offset });
  }
});
