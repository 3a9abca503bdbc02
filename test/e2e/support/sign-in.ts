import { expect, type Page } from '@playwright/test';

/** The demo accounts (README "Demo accounts"), seeded into every e2e database. */
export const DEMO_ACCOUNTS = {
  breeder: { email: 'breeder@demo.petdna.example', password: 'demo-breeder-2026' },
  owner: { email: 'owner@demo.petdna.example', password: 'demo-owner-2026' },
  vet: { email: 'vet@demo.petdna.example', password: 'demo-vet-2026' },
  admin: { email: 'admin@demo.petdna.example', password: 'demo-admin-2026' },
  agent: { email: 'agent@demo.petdna.example', password: 'demo-agent-2026' },
} as const;

/**
 * The login shortcut for journeys that are not about signing in: the API call the login form makes,
 * through the page's own cookie jar, so the next page load is signed in.
 */
export async function signInAs(page: Page, who: keyof typeof DEMO_ACCOUNTS): Promise<void> {
  const { email, password } = DEMO_ACCOUNTS[who];
  const res = await page.request.post('/api/auth/login', { data: { username: email, password } });
  expect(res.status(), `sign-in as ${who}`).toBe(200);
}
