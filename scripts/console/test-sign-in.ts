import { addAccount } from './accounts';

/**
 * For the release page's tests: a new account (in the test's store) signed in on the running page at `url`;
 * answers its session cookie and the form token every change carries.
 */
export async function signedIn(url: string, account: string): Promise<{ cookie: string; formToken: string }> {
  const password = await addAccount(account);
  const login = await fetch(`${url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password }).toString(),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const page = await (await fetch(url, { headers: { cookie } })).text();
  return { cookie, formToken: /name="form" value="([^"]+)"/.exec(page)![1]! };
}
