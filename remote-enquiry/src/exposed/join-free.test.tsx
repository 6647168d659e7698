import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settings } from '../test-support/card-driver';
import { installFakeApi } from '../test-support/fake-api';
import { renderWithTheme } from '../test-support/render-with-theme';
import JoinFree from './join-free';

const THANKS = 'Thank you for registering. Our team will call you within one working day.';

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  { pickCity = true, companyName = 'Kaveri Dermacare' } = {},
) {
  const form = screen.getByRole('form', { name: 'Join Free' });
  // Pasted, not typed key by key: what is tested is the form's steps, not the keyboard.
  const fill = async (field: HTMLElement, text: string) => {
    await user.click(field);
    await user.paste(text);
  };
  await fill(within(form).getByRole('textbox', { name: 'Company name' }), companyName);
  await fill(within(form).getByRole('textbox', { name: 'Your name' }), 'Lakshmi Rao');
  await fill(within(form).getByRole('textbox', { name: 'Mobile number' }), '9845012345');
  await fill(within(form).getByRole('textbox', { name: 'Email' }), 'lakshmi@kaveri.in');
  await fill(within(form).getByRole('combobox', { name: 'City' }), 'moha');
  if (pickCity) await user.click(await screen.findByRole('option', { name: 'Mohali, Punjab, India' }));
  await user.click(within(form).getByRole('checkbox', { name: 'PCD Pharma Franchise' }));
  await user.click(within(form).getByRole('checkbox', { name: 'Gynaecology' }));
  return form;
}

describe('exposed JoinFree', () => {
  it('sends the code, then registers only after the OTP is checked, with the picked city and chosen categories', async () => {
    const api = installFakeApi();
    api.reply('/api/registration', { status: 201, body: { registration_id: 7, message: THANKS } });
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<JoinFree settings={settings} />);
    const form = await fillForm(user);
    // A category of the other service is not offered until that service is chosen.
    expect(within(form).queryByRole('checkbox', { name: 'Hormones' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Send OTP and Join Free' }));
    const verify = await screen.findByRole('form', { name: 'Verify your mobile number' });
    expect(api.posts.map((p) => p.path)).toEqual(['/enquiry/otp/generate']);
    expect(api.posts[0]!.body).toEqual({ mobile: '9845012345', country: 'IN' });
    await user.type(within(verify).getByRole('textbox', { name: 'Enter OTP' }), '123456');
    await user.click(within(verify).getByRole('button', { name: 'Verify and Join Free' }));
    expect(await screen.findByTestId('registration-done')).toHaveTextContent(THANKS);
    expect(api.posts.map((p) => p.path)).toEqual([
      '/enquiry/otp/generate',
      '/enquiry/otp/validate',
      '/api/registration',
    ]);
    expect(api.posts[2]!.body).toMatchObject({
      city: 'Mohali, Punjab, India',
      service_types: ['PCD Pharma Franchise'],
      categories: ['Gynaecology'],
    });
    expect(screen.getByRole('link', { name: 'Open your leads dashboard' })).toHaveAttribute(
      'href',
      settings.urls.dashboard,
    );
  });

  it('a typed city that was not picked from the list is refused before any code is sent', async () => {
    const api = installFakeApi();
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<JoinFree settings={settings} />);
    const form = await fillForm(user, { pickCity: false });
    await user.click(within(form).getByRole('button', { name: 'Send OTP and Join Free' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please choose your city from the list');
    expect(api.posts).toEqual([]);
  });

  it.each(['Evil Pharma <img src=x onerror=alert(1)>', 'Evil Pharma https://evil.example'])(
    'a company name with markup or a web address is refused before any code is sent: %s',
    async (companyName) => {
      const api = installFakeApi();
      const user = userEvent.setup({ delay: null });
      renderWithTheme(<JoinFree settings={settings} />);
      const form = await fillForm(user, { companyName });
      await user.click(within(form).getByRole('button', { name: 'Send OTP and Join Free' }));
      expect(within(form).getByRole('alert')).toHaveTextContent(
        'Please enter your company name as plain text, without < > or a web address',
      );
      expect(api.posts).toEqual([]);
    },
  );

  it("a wrong code is told in the api's words and nothing is registered", async () => {
    const api = installFakeApi();
    api.reply('/enquiry/otp/validate', { status: 400, body: { error: 'Invalid OTP' } });
    const user = userEvent.setup({ delay: null });
    renderWithTheme(<JoinFree settings={settings} />);
    const form = await fillForm(user);
    await user.click(within(form).getByRole('button', { name: 'Send OTP and Join Free' }));
    const verify = await screen.findByRole('form', { name: 'Verify your mobile number' });
    await user.type(within(verify).getByRole('textbox', { name: 'Enter OTP' }), '000000');
    await user.click(within(verify).getByRole('button', { name: 'Verify and Join Free' }));
    expect(await within(verify).findByText('Invalid OTP')).toBeInTheDocument();
    expect(api.posts.map((p) => p.path)).not.toContain('/api/registration');
  });
});
