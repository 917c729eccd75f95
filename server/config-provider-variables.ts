import { isProduction } from './config';
import { BANK_ACCOUNT_PATTERN, IFSC_PATTERN, UPI_ID_PATTERN } from '../src/validation/payment';
import { fullUrl, hostUrl, lower, oneOf, value, whenChosen, whole, type ConfigVariable } from './config-rules';
import { parseSmsTemplates } from './messages/choose-message-senders';

/** The outside services' settings (SMS, Aadhaar check, document store, payments, courier), in the guide's order. */
export const PROVIDER_VARIABLES: ConfigVariable[] = [
  {
    name: 'TOTE_SMS_PROVIDER',
    format: '`msg91` (production), or `console` (demo mode: prints OTPs to the log)',
    example: 'msg91',
    fallback: 'console in demo mode',
    requiredWhen: (env) => (isProduction(env) ? 'production must send real SMS: set TOTE_SMS_PROVIDER=msg91' : null),
    check: (raw, env) =>
      isProduction(env) && raw.toLowerCase() !== 'msg91' ? 'production must send real SMS: set it to msg91' : oneOf(['msg91', 'console'])(raw),
  },
  {
    name: 'TOTE_MSG91_AUTH_KEY',
    format: "MSG91's auth key",
    example: '412345AbCdEf1234567890',
    fallback: '—',
    requiredWhen: whenChosen('TOTE_SMS_PROVIDER', 'msg91'),
  },
  {
    name: 'TOTE_MSG91_TEMPLATE_ID',
    format: 'the id of the approved Flow template (variables `otp` and `minutes`)',
    example: '65f1c0d2e3a4b5c6d7e8f901',
    fallback: '—',
    requiredWhen: whenChosen('TOTE_SMS_PROVIDER', 'msg91'),
  },
  { name: 'TOTE_MSG91_BASE_URL', format: 'a host, no path', example: 'https://control.msg91.com', fallback: 'https://control.msg91.com', check: hostUrl },
  {
    name: 'TOTE_MSG91_MESSAGE_TEMPLATES',
    format: 'JSON: message kind → the DLT template id of its SMS (variables `name`, `title`, `link`); a kind left out sends no SMS',
    example: '{"shipped":"65f1c0d2e3a4b5c6d7e8f902","delivered":"65f1c0d2e3a4b5c6d7e8f903"}',
    fallback: '— (no member SMS: the outbox shows them unsent)',
    check: (raw) => {
      try {
        parseSmsTemplates(raw);
        return null;
      } catch (error) {
        return (error as Error).message.replace(/^TOTE_MSG91_MESSAGE_TEMPLATES:? ?/, '');
      }
    },
  },
  {
    name: 'TOTE_SMTP_HOST',
    format: "the mail server members' e-mails leave by",
    example: 'smtp.sendgrid.net',
    fallback: '— (e-mails stay in the outbox, unsent)',
    check: (raw) => (/^[A-Za-z0-9.-]+$/.test(raw) ? null : 'must be a host name or address, without scheme or port'),
  },
  { name: 'TOTE_SMTP_PORT', format: 'the port: 587 (STARTTLS) or 465 (TLS)', example: '587', fallback: '587', check: whole(1, 65_535) },
  { name: 'TOTE_SMTP_USER', format: 'the SMTP login', example: 'apikey', fallback: '— (no login)' },
  {
    name: 'TOTE_SMTP_PASSWORD',
    format: 'its password',
    example: '…',
    fallback: '—',
    requiredWhen: (env) => (value(env, 'TOTE_SMTP_USER') ? 'TOTE_SMTP_USER needs it' : null),
  },
  {
    name: 'TOTE_SMTP_FROM',
    format: 'the sender: an address, or a name and <address>',
    example: 'Tote <hello@tote.example>',
    fallback: '—',
    requiredWhen: (env) => (value(env, 'TOTE_SMTP_HOST') ? 'TOTE_SMTP_HOST needs it' : null),
    check: (raw) =>
      /^([^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(raw) ? null : 'must be an e-mail address, optionally with a name: Tote <hello@tote.example>',
  },
  {
    name: 'TOTE_AADHAAR_VERIFIER',
    format: '`manual`, `cashfree`, or `demo` (demo mode only)',
    example: 'manual',
    fallback: 'manual in production, demo otherwise',
    check: (raw, env) =>
      isProduction(env) && raw.toLowerCase() === 'demo' ? 'demo is for demo mode: use manual or cashfree' : oneOf(['manual', 'cashfree', 'demo'])(raw),
  },
  {
    name: 'TOTE_CASHFREE_CLIENT_ID',
    format: "Cashfree's client id",
    example: 'CF123456ABCDEF',
    fallback: '—',
    requiredWhen: whenChosen('TOTE_AADHAAR_VERIFIER', 'cashfree'),
  },
  {
    name: 'TOTE_CASHFREE_CLIENT_SECRET',
    format: "Cashfree's client secret",
    example: 'cfsk_ma_prod_…',
    fallback: '—',
    requiredWhen: whenChosen('TOTE_AADHAAR_VERIFIER', 'cashfree'),
  },
  { name: 'TOTE_CASHFREE_BASE_URL', format: 'a host, no path', example: 'https://api.cashfree.com', fallback: 'https://api.cashfree.com', check: hostUrl },
  { name: 'TOTE_DOCUMENT_STORE', format: '`database` or `s3`', example: 's3', fallback: 'database', check: oneOf(['database', 's3']) },
  {
    name: 'TOTE_S3_ENDPOINT',
    format: "the bucket service's address",
    example: 'https://s3.ap-south-1.amazonaws.com',
    fallback: '—',
    requiredWhen: whenChosen('TOTE_DOCUMENT_STORE', 's3'),
  },
  { name: 'TOTE_S3_BUCKET', format: 'a private bucket', example: 'tote-documents', fallback: '—', requiredWhen: whenChosen('TOTE_DOCUMENT_STORE', 's3') },
  { name: 'TOTE_S3_REGION', format: "the bucket's region", example: 'ap-south-1', fallback: 'us-east-1' },
  { name: 'TOTE_S3_ACCESS_KEY_ID', format: 'an access key id', example: 'AKIA…', fallback: '—', requiredWhen: whenChosen('TOTE_DOCUMENT_STORE', 's3') },
  { name: 'TOTE_S3_SECRET_ACCESS_KEY', format: 'its secret', example: '…', fallback: '—', requiredWhen: whenChosen('TOTE_DOCUMENT_STORE', 's3') },
  {
    name: 'TOTE_PAYMENT_GATEWAY',
    format: '`razorpay`, `manual` (UPI or bank transfer, marked received by an operator), or `demo` (takes no money)',
    example: 'razorpay',
    fallback: 'demo in demo mode',
    requiredWhen: (env) => (isProduction(env) ? 'production needs a payment gateway (razorpay, or manual until the contract exists)' : null),
    check: oneOf(['razorpay', 'manual', 'demo']),
  },
  {
    name: 'TOTE_MANUAL_PAY_UPI_ID',
    format: "the club's UPI id (this or a bank account)",
    example: 'toteluxe@icici',
    fallback: '—',
    requiredWhen: (env) =>
      lower(env, 'TOTE_PAYMENT_GATEWAY') === 'manual' && !value(env, 'TOTE_MANUAL_PAY_ACCOUNT_NUMBER')
        ? 'TOTE_PAYMENT_GATEWAY=manual needs a UPI id or a bank account'
        : null,
    check: (raw) => (UPI_ID_PATTERN.test(raw) ? null : 'must be a UPI id such as toteluxe@icici'),
  },
  {
    name: 'TOTE_MANUAL_PAY_ACCOUNT_NUMBER',
    format: "the club's bank account number",
    example: '50200012345678',
    fallback: '—',
    check: (raw) => (BANK_ACCOUNT_PATTERN.test(raw) ? null : "must be the bank account's 9 to 18 digits"),
  },
  {
    name: 'TOTE_MANUAL_PAY_IFSC',
    format: "the account's IFSC (4 letters, 0, 6 letters or digits)",
    example: 'HDFC0000123',
    fallback: '—',
    requiredWhen: (env) =>
      lower(env, 'TOTE_PAYMENT_GATEWAY') === 'manual' && value(env, 'TOTE_MANUAL_PAY_ACCOUNT_NUMBER') ? 'a bank account needs its IFSC' : null,
    check: (raw) => (IFSC_PATTERN.test(raw.toUpperCase()) ? null : 'must be an IFSC such as HDFC0000123'),
  },
  { name: 'TOTE_MANUAL_PAY_ACCOUNT_NAME', format: "the account holder's name", example: 'Tote Luxe Rentals Pvt Ltd', fallback: "the club's legal name" },
  { name: 'TOTE_MANUAL_PAY_BANK_NAME', format: "the bank's name", example: 'HDFC Bank', fallback: '—' },
  {
    name: 'TOTE_RAZORPAY_KEY_ID',
    format: "Razorpay's key id",
    example: 'rzp_live_AbCdEf123456',
    fallback: '—',
    requiredWhen: whenChosen('TOTE_PAYMENT_GATEWAY', 'razorpay'),
  },
  { name: 'TOTE_RAZORPAY_KEY_SECRET', format: 'its secret', example: '…', fallback: '—', requiredWhen: whenChosen('TOTE_PAYMENT_GATEWAY', 'razorpay') },
  { name: 'TOTE_RAZORPAY_BASE_URL', format: 'a host, no path', example: 'https://api.razorpay.com', fallback: 'https://api.razorpay.com', check: hostUrl },
  {
    name: 'TOTE_PUBLIC_URL',
    format: "the site's http(s) address, no query or fragment",
    example: 'https://tote.example',
    fallback: '—',
    // E-mails link to the site: production must say where it is (demo mode links to this server).
    requiredWhen: (env) =>
      whenChosen('TOTE_PAYMENT_GATEWAY', 'razorpay')(env) ??
      (isProduction(env) && value(env, 'TOTE_SMTP_HOST') ? 'TOTE_SMTP_HOST needs it (the links in e-mails)' : null),
    check: (raw) => {
      const url = URL.canParse(raw) ? new URL(raw) : null;
      return url && /^https?:$/.test(url.protocol) && !url.search && !url.hash ? null : "must be the site's http(s) address, such as https://tote.example";
    },
  },
  {
    name: 'TOTE_COURIER',
    format: '`bluedart`, `manual` (operators type the waybill and a tracking link), or `demo` (invented tracking)',
    example: 'bluedart',
    fallback: 'demo in demo mode',
    requiredWhen: (env) => (isProduction(env) ? 'production needs real shipment tracking (bluedart, or manual until the contract exists)' : null),
    check: oneOf(['bluedart', 'manual', 'demo']),
  },
  {
    name: 'TOTE_BLUEDART_LOGIN_ID',
    format: 'the Blue Dart login id',
    example: 'BOM12345',
    fallback: '—',
    requiredWhen: whenChosen('TOTE_COURIER', 'bluedart'),
  },
  { name: 'TOTE_BLUEDART_LICENCE_KEY', format: 'its licence key', example: '…', fallback: '—', requiredWhen: whenChosen('TOTE_COURIER', 'bluedart') },
  {
    name: 'TOTE_BLUEDART_BASE_URL',
    format: "the tracking servlet's full URL",
    example: 'https://api.bluedart.com/servlet/RoutingServlet',
    fallback: 'https://api.bluedart.com/servlet/RoutingServlet',
    check: fullUrl,
  },
];
