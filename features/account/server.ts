export { AccountOverview } from '@/features/account/AccountOverview';
export { AccountReadFailure } from '@/features/account/AccountReadFailure';
export { signedInCustomerEmail } from '@/features/account/customer-email';
export { PageMessages } from '@/features/account/PageMessages';
export { ProfileDetails } from '@/features/account/profile/ProfileDetails';
