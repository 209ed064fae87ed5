export { startSmtp } from '../../apps/server/test/support/smtp.ts';
