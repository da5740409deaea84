/** The editors' preview secret of the server under test (README, Previewing drafts). */
export const PREVIEW_SECRET = process.env.PREVIEW_SECRET ?? 'e2e-preview-secret-5d1c0b7a9e';
