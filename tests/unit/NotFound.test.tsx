import React from 'react';
import {render, screen} from '@testing-library/react';
import NotFoundContent from '@site/src/theme/NotFound/Content';
import {__notifyLocation} from '../mocks/router';
import {notFound} from '../seed';

describe('404 page', () => {
  it('shows 404, the message and a way home, and logs the path', () => {
    window.history.replaceState(null, '', '/no-such-deck');
    __notifyLocation();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<NotFoundContent />);
    expect(screen.getByRole('heading', {level: 1, name: notFound.heading})).toBeInTheDocument();
    expect(screen.getByText(notFound.text)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: notFound.link})).toHaveAttribute('href', '/');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('404'), '/no-such-deck');
    error.mockRestore();
  });
});
