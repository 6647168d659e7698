import { POSTED_SUCCESSFULLY, successText } from './delivery-text';

describe('the success step says what became of the requirement', () => {
  it("keeps the spec's message when sellers received it, with how many beneath", () => {
    expect(successText({ status: 'routed', sellers: 7 }, false)).toEqual({
      headline: 'Your enquiry has been posted successfully.',
      detail: '7 matching sellers have received it. We have sent you an SMS with a link to close it when you are done.',
      delivered: true,
    });
    expect(successText({ status: 'routed', sellers: 1 }, true).detail).toBe(
      '1 matching seller has received it. We have e-mailed you a link to close it when you are done.',
    );
    expect(successText({ status: 'routed', sellers: 1, company: 'Deltawell Organics' }, false).detail).toBe(
      'Deltawell Organics has received it. We have sent you an SMS with a link to close it when you are done.',
    );
    expect(successText(undefined, false)).toEqual({ headline: POSTED_SUCCESSFULLY, delivered: true });
  });

  it('says so when it is still being sent', () => {
    expect(successText({ status: 'pending' }, false)).toEqual({
      headline: 'Your enquiry is verified.',
      detail: 'It is being sent to matching sellers now. We will send you an SMS saying how many received it.',
      delivered: true,
    });
  });

  it('a duplicate names who has it and since when, in India time, and is not "posted successfully"', () => {
    const since = '2026-03-12T05:12:00.000Z'; // 10:42 am in India
    expect(successText({ status: 'duplicate', since, sellers: 0, companies: ['Deltawell Organics'] }, false)).toEqual({
      headline: 'You have already posted this requirement.',
      detail: 'You sent it to Deltawell Organics on 12 Mar, 10:42 am. They have it, so we have not sent it again.',
      delivered: false,
    });
    expect(successText({ status: 'duplicate', since, sellers: 9, companies: [] }, false).detail).toBe(
      'It was sent to 9 sellers on 12 Mar, 10:42 am. They have it, so we have not sent it again.',
    );
  });

  it('says why no seller received it', () => {
    expect(successText({ status: 'not_routable', reason: 'no-match', state: 'Punjab' }, false)).toEqual({
      headline: 'Your enquiry is verified, but no seller matches it yet.',
      detail:
        'We found no seller for it in Punjab or nearby states. Our team has your requirement and will look for sellers for you.',
      delivered: false,
    });
    expect(successText({ status: 'not_routable', reason: 'company-unlisted', company: 'Acme' }, false).headline).toBe(
      'Acme is not taking requirements now.',
    );
    expect(successText({ status: 'not_routable', reason: 'expired' }, false).headline).toBe(
      'This enquiry was not sent.',
    );
    expect(successText({ status: 'not_routable', reason: 'closed' }, false)).toEqual({
      headline: 'You closed this requirement.',
      detail: 'No seller will receive it.',
      delivered: false,
    });
  });
});
