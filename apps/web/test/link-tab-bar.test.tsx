import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LinkTabBar } from '../src/shared/ui/link-tab-bar';
import { renderInPortal } from './support/render';

const TABS = ['Specifications', 'Assets', 'Contents', 'Leaflet'].map((label) => ({
  value: label.toLowerCase(),
  label,
  to: `/en-GB/products/detail/7/${label.toLowerCase()}`,
}));

describe('the link tab bar (a product page on a phone)', () => {
  it('is a named tab list of links, the current page selected and the one Tab stop', () => {
    renderInPortal(<LinkTabBar tabs={TABS} value="contents" label="Product pages" />);
    const list = screen.getByRole('tablist', { name: 'Product pages' });
    const tabs = screen.getAllByRole('tab');
    expect(list.contains(tabs[0])).toBe(true);
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Specifications', 'Assets', 'Contents', 'Leaflet']);
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual(TABS.map((tab) => tab.to));
    const current = screen.getByRole('tab', { selected: true });
    expect(current.textContent).toBe('Contents');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, -1, 0, -1]);
  });

  it('moves between the tabs with the arrows, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    renderInPortal(<LinkTabBar tabs={TABS} value="specifications" label="Product pages" />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Specifications' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Assets' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Leaflet' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Specifications' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Leaflet' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Specifications' }));
  });
});
