/**
 * The 404 page's body (src/theme/NotFound/Content): its heading, the owner's words (copy/pages/not-found.json,
 * read here, never pinned: the replaced site's words are the seed contract's, tests/unit/seed.test.tsx), a way home
 * and the popular pages, and the path logged.
 */
import React from 'react';
import {render, screen, within} from '@testing-library/react';
import NotFoundContent from '@site/src/theme/NotFound/Content';
import type {NotFoundCopy} from '@site/src/data/pageSchema';
import words from '@site/src/data/copy/pages/not-found.json';
import {__notifyLocation} from '../mocks/router';
import {notFound} from '../seed';

const copy = words as NotFoundCopy;

describe('404 page', () => {
  it('shows 404, its message, a way home and the popular pages, and logs the path', () => {
    window.history.replaceState(null, '', '/no-such-deck');
    __notifyLocation();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<NotFoundContent />);
    expect(screen.getByRole('heading', {level: 1, name: notFound.heading})).toBeInTheDocument();
    expect(screen.getByText(copy.title)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: copy.homeLabel})).toHaveAttribute('href', '/');
    const popular = screen.getByRole('navigation', {name: copy.linksLabel});
    expect(
      within(popular)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(copy.links.map((l) => l.to));
    expect(error).toHaveBeenCalledWith(expect.stringContaining('404'), '/no-such-deck');
    error.mockRestore();
  });
});
