import { contentHead } from '../../seo/page-head';
import { CallOrWrite } from '../../fallbacks/call-or-write';
import { RemoteSlot } from '../../federation/remote-slot';
import { useSite } from '../../site-context';
import { ContentPage } from '../content-page';
import { JoinFreeBox } from './parts/registration-form-style';

/**
 * What Join Free is, as the server renders it (no JavaScript needed to read it), and how to register without the
 * form: the numbers to call. The form itself is the enquiry remote's (its city picker and OTP step).
 */
function JoinFreeSteps({ formMissing }: { formMissing: boolean }) {
  const { settings } = useSite();
  return (
    <div data-testid="join-free-steps">
      <ol>
        <li>Enter your company, your city (picked from the list), the services and categories you offer.</li>
        <li>Verify your mobile number with the code we send by SMS.</li>
        <li>Your free listing goes live, and verified buyer requirements for your categories reach your dashboard.</li>
      </ol>
      <p>
        {formMissing
          ? 'The form could not be loaded. Call us and we will register your company:'
          : 'The form needs JavaScript to send the SMS code. Without it, call us and we will register your company:'}
      </p>
      <CallOrWrite settings={settings} />
    </div>
  );
}

/** Join Free: a seller registers its company; its mobile is verified by OTP before the company is stored. */
export default function RegistrationPage() {
  const { settings } = useSite();
  return (
    <ContentPage
      title="Join Free"
      head={contentHead(settings, {
        path: '/registration',
        title: 'Join Free',
        description: 'Register your pharma company for free and start receiving buyer enquiries.',
      })}
    >
      <p>List your pharma company for free and receive verified buyer requirements that match what you offer.</p>
      <JoinFreeBox>
        <RemoteSlot
          module="remote_enquiry/JoinFree"
          props={{ settings }}
          fallback={<JoinFreeSteps formMissing />}
          placeholder={<JoinFreeSteps formMissing={false} />}
        />
      </JoinFreeBox>
    </ContentPage>
  );
}
