import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar.tsx';

describe('avatar', () => {
  it('shows the image when there is one', () => {
    render(<Avatar username="kofi" imageUrl="/avatars/k.png" />);
    expect(screen.getByRole('img', { name: "kofi's avatar" })).toHaveAttribute('src', '/avatars/k.png');
  });

  it('falls back to up to two initials, then ?', () => {
    const { rerender, container } = render(<Avatar username="ada lovelace" />);
    expect(container).toHaveTextContent('AL');
    rerender(<Avatar username="" />);
    expect(container).toHaveTextContent('?');
  });

  it('falls back to initials when the image fails to load', () => {
    const { container } = render(<Avatar username="zola" imageUrl="/missing.png" />);
    fireEvent.error(screen.getByRole('img'));
    expect(container).toHaveTextContent('Z');
  });
});
