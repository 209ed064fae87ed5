// Loaded apart from the dialog, when the page has settled (see lazyZodResolver).
export { FormLogRequest as FormLogSchema } from '@vitrine/contract';
