import { screen, waitFor } from '@testing-library/react';
import { renderCard } from '../test-support/card-driver';

describe('the post-requirement step: Post your Requirement', () => {
  it('shows its title and fields, with the options from /api/const-data and India by default', async () => {
    const { title } = renderCard();
    expect(title()).toHaveTextContent('Post your Requirement');
    expect(await screen.findByRole('option', { name: 'Within a month' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '3rd Party Manufacturing' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'You are looking for?' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Requirement Emergency' })).toHaveTextContent('Within a month');
    expect(screen.getByRole('combobox', { name: 'Call-Time Preference' })).toHaveTextContent('Morning (9 AM - 12 PM)');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('IN');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'placeholder',
      'Enter your message (Do not post job enquiry)',
    );
    expect(screen.queryByRole('textbox', { name: /email/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('the country choice offers only the supported countries', () => {
    renderCard();
    const names = screen.getAllByRole('option').map((o) => o.getAttribute('value'));
    expect(names).toContain('AE');
    expect(names).not.toContain('FR');
  });

  it('shows one error at a time in the §5 order, and any change clears it, sending nothing', async () => {
    const { user, alert, next, api } = renderCard();
    await next();
    expect(alert()).toHaveTextContent('Please select the service you are looking for');
    await user.click(await screen.findByRole('radio', { name: 'PCD Pharma Franchise' }));
    expect(alert()).toBeEmptyDOMElement();
    await next();
    expect(alert()).toHaveTextContent('Please enter a valid mobile number');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '5876543210');
    await next();
    expect(alert()).toHaveTextContent('Please enter 10 digit valid mobile number');
    await user.clear(screen.getByRole('textbox', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '9876543210');
    await next();
    expect(alert()).toHaveTextContent('Please enter your message');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'too short');
    await next();
    expect(alert()).toHaveTextContent('Message should be atleast 10 characters long');
    expect(api.posts).toHaveLength(0);
  });

  it('on a company page a non-India mobile longer than 5 characters shows the email field, and needs it', async () => {
    const { user, alert, next } = renderCard({ listingSlug: 'acme-pharma' });
    await user.click(await screen.findByRole('radio', { name: 'PCD Pharma Franchise' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'AE');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '50123');
    expect(screen.queryByRole('textbox', { name: /email/i })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '4567');
    expect(screen.getByRole('textbox', { name: /email/i })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'short');
    await next();
    expect(alert()).toHaveTextContent('Please enter a valid email');
  });

  it('a number pasted with its +code selects its country', async () => {
    const { user } = renderCard();
    await user.click(screen.getByRole('textbox', { name: 'Mobile number' }));
    await user.paste('+971 50 123 4567');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('AE');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('501234567');
  });

  it("suggests molecules under 'Choose Molecules' from 3 letters; a click replaces the typed word", async () => {
    const { user, api } = renderCard();
    const message = screen.getByRole('textbox', { name: 'Message' });
    await user.type(message, 'I need pa');
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByRole('group', { name: 'Choose Molecules' })).not.toBeInTheDocument();
    await user.type(message, 'r');
    const group = await screen.findByRole('group', { name: 'Choose Molecules' });
    expect(api.gets).toContain('/web/fetch-molecule?name=par');
    await user.click(screen.getByRole('button', { name: 'Paracetamol' }));
    expect(message).toHaveValue('I need Paracetamol ');
    await waitFor(() => expect(group).not.toBeInTheDocument());
  });

  it('a space resets the word query: no suggestions after it', async () => {
    const { user } = renderCard();
    const message = screen.getByRole('textbox', { name: 'Message' });
    await user.type(message, 'cet');
    await screen.findByRole('group', { name: 'Choose Molecules' });
    await user.type(message, ' ');
    expect(screen.queryByRole('group', { name: 'Choose Molecules' })).not.toBeInTheDocument();
  });

  it('without constant data the other options stay empty, but the service choice stays usable', async () => {
    const { api } = renderCard({}, { constDataFails: true });
    await waitFor(() => expect(api.gets).toContain('/api/const-data'));
    expect(screen.getByRole('radio', { name: 'PCD Pharma Franchise' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Call-Time Preference' }).querySelectorAll('option')).toHaveLength(1);
    expect(localStorage.getItem('enquiry_const_data')).toBeNull();
  });

  it('picking a suggestion keeps the focus in the message box, so the next keys go on the message', async () => {
    const { user } = renderCard();
    const message = screen.getByRole('textbox', { name: 'Message' });
    await user.type(message, 'I need para');
    await user.click(await screen.findByRole('button', { name: 'Paracetamol' }));
    expect(message).toHaveFocus();
    await user.keyboard('tablets');
    expect(message).toHaveValue('I need Paracetamol tablets');
  });

  it('picking a suggestion by keyboard (Tab, Enter) also returns to the message box', async () => {
    const { user } = renderCard();
    const message = screen.getByRole('textbox', { name: 'Message' });
    await user.type(message, 'I need ceti');
    await screen.findByRole('button', { name: 'Cetirizine' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cetirizine' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(message).toHaveFocus();
    expect(message).toHaveValue('I need Cetirizine ');
  });

  it("a prefilled 'I am Interested in : Paracetamol' suggests nothing until the buyer types", async () => {
    const { user, api } = renderCard({ productName: 'Paracetamol' });
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message).toHaveValue('I am Interested in : Paracetamol');
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryByRole('group', { name: 'Choose Molecules' })).not.toBeInTheDocument();
    expect(api.gets.filter((g) => g.startsWith('/web/fetch-molecule'))).toEqual([]);
    await user.type(message, ' and pan');
    expect(await screen.findByRole('group', { name: 'Choose Molecules' })).toHaveTextContent('Pantoprazole');
  });
});
