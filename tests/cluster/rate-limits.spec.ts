import { expect, test } from '@playwright/test';
import { originOf } from '../e2e/storefronts';
import { onInstance } from './cluster-env';

test('15 wrong passwords for one e-mail sent at once, split over both instances: five 401s in all', async ({ request }) => {
  const email = `cluster-burst-${Date.now()}@example.com`;
  const answers = await Promise.all(
    Array.from({ length: 15 }, (_, index) => {
      const { url, headers } = onInstance(index % 2 ? 'shop1' : 'shop2', 'sv', '/api/session/login');
      return request.post(url, {
        headers: { ...headers, origin: originOf('sv'), 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.160' },
        data: JSON.stringify({ email, password: `wrong-${index}` }),
      });
    }),
  );
  const statuses = answers.map((answer) => answer.status());
  expect(statuses.filter((status) => status === 401)).toHaveLength(5);
  expect(statuses.filter((status) => status === 429)).toHaveLength(10);
});
