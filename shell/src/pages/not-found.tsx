import { ContentPage } from './content-page';

export function NotFound() {
  return (
    <ContentPage title="Page not found" description="The page you asked for does not exist.">
      <p data-testid="not-found">
        The page you asked for does not exist or has moved. <a href="/">Go to the home page</a>.
      </p>
    </ContentPage>
  );
}
