import { locationStore, type NavigateOptions } from './location-store';

/** `navigate('/pharma/x')`, `navigate('?page=2', { replace: true })`: within the site, no reload. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return locationStore.navigate;
}
