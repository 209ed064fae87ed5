// Loaded apart from the form, when the page has settled (see lazyZodResolver).
export { ProfileUpdate as ProfileSchema } from '@vitrine/contract';
