import { Infer, nullable, number, string, type } from 'superstruct';

/**
 * Paying by hand (the server's manual payment mode): where the member sends the
 * money, and the reference to write on the transfer (null before an attempt is made).
 */
export const ManualPaymentShape = type({
  accountName: string(),
  upiId: nullable(string()),
  bankAccountNumber: nullable(string()),
  ifsc: nullable(string()),
  bankName: nullable(string()),
  reference: nullable(string()),
  amount: nullable(number()),
  /** Says plainly that a person confirms the payment, and when the membership starts. */
  note: string(),
});
export type ManualPaymentInstructions = Infer<typeof ManualPaymentShape>;
