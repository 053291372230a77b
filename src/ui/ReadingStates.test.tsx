// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ReadingState, readingState } from './readingState';
import { ReadingStates } from './ReadingStates';
import { MantineWrapper } from './testing/renderInMantine';
import { useStoppableRead } from './useStoppableRead';

const isMissing = (error: Error) => 'status' in error && error.status === 404;

/** A page reading through `read`, with its reading and its data as text. */
function Page({ read: queryFn }: { read: () => Promise<string> }) {
  const read = useStoppableRead(queryOptions({ queryKey: ['every'], queryFn, retry: false }), { isMissing });
  return (
    <ReadingStates read={read} errorTitle="Could not read the gates" missing={<p>This server has no gate list</p>}>
      {read.data === undefined ? (
        <button type="button" onClick={read.stop}>
          Cancel
        </button>
      ) : (
        <p>{read.data}</p>
      )}
    </ReadingStates>
  );
}

function renderPage(read: () => Promise<string>) {
  const client = new QueryClient();
  render(
    <MantineWrapper>
      <QueryClientProvider client={client}>
        <Page read={read} />
      </QueryClientProvider>
    </MantineWrapper>,
  );
}

describe('ReadingStates with useStoppableRead', () => {
  it('stops on Cancel, reads again on request and then shows what was read', async () => {
    let answer: (value: string) => void = () => undefined;
    let reads = 0;
    renderPage(() => {
      reads += 1;
      return new Promise((resolve) => (answer = resolve));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Reading stopped')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Read again' }));
    await screen.findByRole('button', { name: 'Cancel' });
    answer('12 gates');
    expect(await screen.findByText('12 gates')).toBeTruthy();
    expect(reads).toBe(2);
  });

  it("shows the server's message with Retry, and the page once a retry reads", async () => {
    let failing = true;
    renderPage(() =>
      failing ? Promise.reject(Object.assign(new Error('Gateway timed out'), { status: 504 })) : Promise.resolve('ok'),
    );
    expect(await screen.findByText('Could not read the gates')).toBeTruthy();
    expect(screen.getByText('Gateway timed out')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('ok')).toBeTruthy();
  });

  it("shows the page's words for a server without the list instead of an error", async () => {
    renderPage(() => Promise.reject(Object.assign(new Error('Not found'), { status: 404 })));
    expect(await screen.findByText('This server has no gate list')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});

describe('ReadingStates with a read that cannot be stopped', () => {
  function renderStates(state: ReadingState<string>, retry = () => undefined) {
    render(
      <MantineWrapper>
        <ReadingStates
          read={{ state, retry }}
          errorTitle="Could not load these events"
          loading={<p>Loading events…</p>}
        >
          <p>3 events loaded.</p>
        </ReadingStates>
      </MantineWrapper>,
    );
  }

  it('shows its loading words until a page is read, and the page over a later failure', () => {
    renderStates(readingState<string>({ data: undefined, error: null }));
    expect(screen.getByText('Loading events…')).toBeTruthy();
    expect(screen.queryByText('3 events loaded.')).toBeNull();
    cleanup();
    renderStates(readingState({ data: 'page 1', error: new Error('Page 2 failed') }));
    expect(screen.getByText('3 events loaded.')).toBeTruthy();
    expect(screen.queryByText('Could not load these events')).toBeNull();
  });

  it('shows the error with Retry while nothing is read', () => {
    let retried = 0;
    renderStates(readingState<string>({ data: undefined, error: new Error('Gateway timed out') }), () => {
      retried += 1;
    });
    expect(screen.getByText('Gateway timed out')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retried).toBe(1);
    expect(screen.queryByText('Loading events…')).toBeNull();
  });
});
