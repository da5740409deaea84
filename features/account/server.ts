/** The account feature's face for server code only: server components, route parts and reads (decision 0031). */
export { AccountOverview } from '@/features/account/AccountOverview';
export { AccountReadFailure } from '@/features/account/AccountReadFailure';
export { signedInCustomerEmail } from '@/features/account/customer-email';
export { PageMessages } from '@/features/account/PageMessages';
export { ProfileDetails } from '@/features/account/profile/ProfileDetails';
