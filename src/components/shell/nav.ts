import { resultsPath } from './links';

/** The menus of the top navigation and the mobile drawer: one list, rendered twice. */
export interface NavLink {
  label: string;
  href: string;
  hint?: string;
}

export interface NavMenu {
  id: 'buy' | 'sell' | 'rent' | 'more';
  label: string;
  links: NavLink[];
}

export const BUY_MENU: NavMenu = {
  id: 'buy',
  label: 'Buy',
  links: [
    { label: 'Residential', href: resultsPath('sale', 'residential'), hint: 'Houses, flats and portions' },
    { label: 'Commercial', href: resultsPath('sale', 'commercial'), hint: 'Shops, offices and buildings' },
    { label: 'Plot', href: resultsPath('sale', 'plot'), hint: 'Residential, commercial and agricultural land' },
  ],
};

export const SELL_MENU: NavMenu = {
  id: 'sell',
  label: 'Sell',
  links: [
    { label: 'Sell a property', href: '/add-property?purpose=sell', hint: 'List it free and reach buyers' },
    { label: 'Rent out a property', href: '/add-property?purpose=rent', hint: 'Find tenants for your home or shop' },
  ],
};

export const RENT_MENU: NavMenu = {
  id: 'rent',
  label: 'Rent',
  links: [
    { label: 'Residential', href: resultsPath('rent', 'residential'), hint: 'Houses, flats and rooms' },
    { label: 'Commercial', href: resultsPath('rent', 'commercial'), hint: 'Shops, offices and warehouses' },
    { label: 'List my home for rent', href: '/add-property?purpose=rent', hint: 'Reach tenants across Pakistan' },
  ],
};

export const MORE_MENU: NavMenu = {
  id: 'more',
  label: 'More',
  links: [
    { label: 'Blog', href: '/blog', hint: 'Market news and buying guides' },
    { label: 'Agencies', href: '/agencies', hint: 'Trusted agents near you' },
    { label: 'Area guides', href: '/area-guides', hint: 'Know a neighbourhood before you move' },
  ],
};

export const INVEST_LINK: NavLink = { label: 'Invest', href: '/projects' };
export const WANTED_LINK: NavLink = { label: 'Wanted', href: '/wanted' };

/** Order on the desktop bar. */
export const DESKTOP_MENUS_BEFORE_INVEST: NavMenu[] = [BUY_MENU, SELL_MENU, RENT_MENU];
/** Order in the drawer, as the spec lists it. */
export const DRAWER_MENUS: NavMenu[] = [BUY_MENU, RENT_MENU, SELL_MENU, MORE_MENU];

/** Every page the shell links to, for tests that check there are no dead links. */
export function allShellLinks(): string[] {
  const links = [BUY_MENU, SELL_MENU, RENT_MENU, MORE_MENU].flatMap((menu) => menu.links.map((link) => link.href));
  return [...new Set([...links, INVEST_LINK.href, WANTED_LINK.href])];
}
