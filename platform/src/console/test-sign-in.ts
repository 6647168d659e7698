import { addAccount } from './accounts';

/** A form post to the release page as the signed-in account, for the main site's footer unless `fields` say otherwise. */
export type Post = (action: string, fields: Record<string, string>, withToken?: boolean) => Promise<Response>;

/**
 * For the release page's tests: a new account (in the test's store) signed in on the running page at `url`;
 * answers its session cookie, the form token every change carries, and `post`.
 */
export async function signedIn(
  url: string,
  account: string,
): Promise<{ cookie: string; formToken: string; post: Post }> {
  const password = await addAccount(account);
  const login = await fetch(`${url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password }).toString(),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const page = await (await fetch(url, { headers: { cookie } })).text();
  const formToken = /name="form" value="([^"]+)"/.exec(page)![1]!;
  const post: Post = (action, fields, withToken = true) =>
    fetch(`${url}${action}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...(withToken ? { form: formToken } : {}),
        site: 'main',
        remote: 'remote_footer',
        ...fields,
      }).toString(),
    });
  return { cookie, formToken, post };
}
