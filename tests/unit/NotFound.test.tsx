import React from 'react';
import {render, screen} from '@testing-library/react';
import NotFoundContent from '@site/src/theme/NotFound/Content';
import {__notifyLocation} from '../mocks/router';

describe('404 page', () => {
  it('shows 404, the message and a way home, and logs the path', () => {
    window.history.replaceState(null, '', '/no-such-deck');
    __notifyLocation();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<NotFoundContent />);
    expect(screen.getByRole('heading', {level: 1, name: '404'})).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Return to Home'})).toHaveAttribute('href', '/');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('404'), '/no-such-deck');
    error.mockRestore();
  });
});
