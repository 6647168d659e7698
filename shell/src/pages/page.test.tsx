import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { page } from './page';

const Home = () => <h1>Home</h1>;

describe('page', () => {
  it('renders at once, without suspending, once preloaded', async () => {
    const load = jest.fn(async () => ({ default: Home }));
    const Page = page(load);
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at its first render when not preloaded, once however often it is asked', async () => {
    const load = jest.fn(async () => ({ default: Home }));
    const Page = page(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue({ default: Home });
    const Page = page(load);
    await expect(Page.preload()).rejects.toThrow('ChunkLoadError');
    await act(() => Page.preload());
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
