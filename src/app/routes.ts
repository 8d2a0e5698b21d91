/**
 * The route table: one entry per URL. It drives wouter's routes, the prerender
 * step, the page head (title, description, canonical), the sitemap and the
 * tests. Add a page by adding an entry here.
 */
import { agency } from '../config/agency';
import { thanksPage } from '../content/thanks';
import { articles } from '../content/blog/articles';
import { loadArticlePage } from '../pages/blog/loadArticlePage';
import { servicePage } from '../pages/services/servicePage';
import { lazyPage } from './lazyPage';
import type { RouteEntry } from './routeEntry';

const city = agency.address.city;

const page = (entry: Omit<RouteEntry, 'Page'>, load: () => Promise<{ default: React.ComponentType }>): RouteEntry => ({
  ...entry,
  Page: lazyPage(load),
});

export const routes: RouteEntry[] = [
  page(
    {
      path: '/',
      kind: 'home',
      title: 'Insurance Solutions You Can Trust',
      description: `Independent insurance agency in ${city}, Illinois: auto, home, business and trucking coverage from many carriers, with a quote reply within 24 hours.`,
    },
    () => import('../pages/HomePage'),
  ),
  page(
    {
      path: '/about',
      title: 'About Us',
      description: `Meet the independent agency in ${city}, Illinois that researches many insurance markets to find the right coverage at a competitive rate.`,
    },
    () => import('../pages/AboutPage'),
  ),
  page(
    {
      path: '/blog',
      title: 'Insurance Articles & Resources',
      description: 'Plain-English guides to auto, home, life, business and health insurance, and how to file a claim, from independent insurance agents.',
    },
    () => import('../pages/blog/BlogPage'),
  ),
  ...articles.map((article) =>
    page(
      { path: article.path, kind: 'article', article, title: article.title, description: article.excerpt, image: article.image },
      () => loadArticlePage(article),
    ),
  ),
  page(
    {
      path: '/contact',
      title: 'Contact Us',
      description: `Request a quote or ask a question. Call, e-mail or write to our ${city}, Illinois office; an agent replies within 24 hours on business days.`,
    },
    () => import('../pages/ContactPage'),
  ),
  page(
    {
      path: '/claims',
      title: 'File a Claim',
      description: 'Start an insurance claim online. A claims representative contacts you within 24 hours and guides you through photos, documents and next steps.',
    },
    () => import('../pages/ClaimsPage'),
  ),
  page(
    {
      path: '/services',
      title: 'Personal Insurance',
      description: 'Personal insurance from an independent agent: auto, homeowners, renters and recreational vehicles, compared across many carriers for you.',
    },
    () => import('../pages/services/PersonalOverviewPage'),
  ),
  page(
    {
      path: '/commercial',
      title: 'Commercial Insurance',
      description: 'Commercial insurance for Illinois businesses and truckers: general liability, workers compensation, property, cyber and transportation coverage.',
    },
    () => import('../pages/services/CommercialOverviewPage'),
  ),
  page(
    {
      path: '/services/auto',
      title: 'Auto Insurance',
      description: 'Auto insurance quotes from many carriers: liability, collision, comprehensive, medical payments, uninsured motorist and roadside assistance.',
    },
    () => import('../pages/services/AutoPage'),
  ),
  page(
    {
      path: '/services/home',
      title: 'Home Insurance',
      description: 'Home insurance for owners and renters: dwelling, personal property, liability and loss-of-use coverage, compared across carriers by a local agent.',
    },
    () => import('../pages/services/home/HomeLandingPage'),
  ),
  page(
    {
      path: '/services/home/homeowners',
      title: 'Homeowners Insurance',
      description: 'Homeowners insurance for owner-occupied homes: protect the dwelling, other structures, belongings and liability with a policy that fits.',
    },
    () => import('../pages/services/home/HomeownersPage'),
  ),
  page(
    {
      path: '/services/home/renters',
      title: 'Renters Insurance',
      description: 'Renters insurance that covers your belongings, liability and extra living costs, with premiums averaging $15 to $30 per month.',
    },
    () => import('../pages/services/home/RentersPage'),
  ),
  page(
    {
      path: '/services/recreational',
      title: 'Recreational Vehicle Insurance',
      description: 'Insurance for motorcycles and ATVs, boats and personal watercraft, motor homes, travel trailers and snowmobiles. Choose your vehicle to start.',
    },
    () => import('../pages/services/recreational/RecreationalChooserPage'),
  ),
  page(
    {
      path: '/services/recreational/motorcycle-atv',
      title: 'Motorcycle & ATV Insurance',
      description: 'Motorcycle and ATV insurance with fast underwriting, simple administration and claim handling by people who understand riders.',
    },
    () => import('../pages/services/recreational/RecreationalDetailPage'),
  ),
  page(
    {
      path: '/services/recreational/boat-pwc',
      title: 'Boat & Personal Watercraft Insurance',
      description: 'Boat and personal watercraft insurance covering hull, motor, trailer, liability on the water and on-water towing, quoted fast.',
    },
    () => import('../pages/services/recreational/RecreationalDetailPage'),
  ),
  page(
    {
      path: '/services/recreational/motor-home',
      title: 'Motor Home Insurance',
      description: 'Motor home insurance for Class A, B and C coaches: liability, physical damage, personal effects and vacation liability in one policy.',
    },
    () => import('../pages/services/recreational/RecreationalDetailPage'),
  ),
  page(
    {
      path: '/services/recreational/travel-trailer',
      title: 'Travel Trailer Insurance',
      description: 'Travel trailer and fifth-wheel insurance for the trailer, its contents and campsite liability, with specialized claim handling.',
    },
    () => import('../pages/services/recreational/RecreationalDetailPage'),
  ),
  page(
    {
      path: '/services/recreational/snowmobile',
      title: 'Snowmobile Insurance',
      description: 'Snowmobile insurance for trail riders: liability, collision, comprehensive and safety apparel coverage, with a fast quote turnaround.',
    },
    () => import('../pages/services/recreational/RecreationalDetailPage'),
  ),
  page(
    {
      path: '/services/business',
      title: 'Business Insurance',
      description: 'Business insurance for Illinois companies: liability, property, workers compensation, cyber and more, from an agency protecting 15,000+ businesses.',
    },
    () => import('../pages/services/BusinessPage'),
  ),
  page(
    {
      path: '/services/transportation',
      title: 'Transportation & Trucking Insurance',
      description: 'Trucking insurance for owner-operators and fleets: auto liability, physical damage, motor truck cargo and occupational accident coverage.',
    },
    () => import('../pages/services/transportation/TransportationOverviewPage'),
  ),
  page(
    {
      path: '/services/transportation/auto-liability',
      title: 'Commercial Auto Liability',
      description: 'Commercial auto liability for trucks: bodily injury, property damage and pollution cleanup, meeting the FMCSA $750,000 minimum and more.',
    },
    () => servicePage(import('../content/services/transportation/autoLiability').then((m) => m.autoLiabilityPage)),
  ),
  page(
    {
      path: '/services/transportation/physical-damage',
      title: 'Truck Physical Damage Insurance',
      description: 'Physical damage insurance for trucks and trailers: comprehensive, specified cause of loss and collision coverage to repair or replace your rig.',
    },
    () => servicePage(import('../content/services/transportation/physicalDamage').then((m) => m.physicalDamagePage)),
  ),
  page(
    {
      path: '/services/transportation/motor-truck-cargo',
      title: 'Motor Truck Cargo Insurance',
      description: 'Motor truck cargo insurance that protects the freight you haul, with limits typically from $5,000 to $250,000 or more per load.',
    },
    () => servicePage(import('../content/services/transportation/motorTruckCargo').then((m) => m.motorTruckCargoPage)),
  ),
  page(
    {
      path: '/services/transportation/occupational-accident',
      title: 'Occupational Accident Insurance',
      description: 'Occupational accident insurance for owner-operators and independent contractors: medical, disability and death benefits when injured on the job.',
    },
    () => servicePage(import('../content/services/transportation/occupationalAccident').then((m) => m.occupationalAccidentPage)),
  ),
  page(
    {
      path: '/services/commercial/liability',
      title: 'General Liability Insurance',
      description: 'General liability insurance for bodily injury, property damage, and personal and advertising injury claims against your business.',
    },
    () => servicePage(import('../content/services/commercial/liability').then((m) => m.liabilityPage)),
  ),
  page(
    {
      path: '/services/commercial/workers-comp',
      title: "Workers' Compensation Insurance",
      description: "Workers' compensation insurance for Illinois employers: medical care and lost wages for injured employees, and employer's liability protection.",
    },
    () => servicePage(import('../content/services/commercial/workersComp').then((m) => m.workersCompPage)),
  ),
  page(
    {
      path: '/services/commercial/property',
      title: 'Commercial Property Insurance',
      description: 'Commercial property insurance for buildings, equipment, inventory and business income after fire, theft, storms and other covered losses.',
    },
    () => servicePage(import('../content/services/commercial/property').then((m) => m.propertyPage)),
  ),
  page(
    {
      path: '/services/commercial/cyber',
      title: 'Cyber Liability Insurance',
      description: 'Cyber liability insurance for data breaches, ransomware and business interruption: notification costs, forensics, legal defense and recovery.',
    },
    () => servicePage(import('../content/services/commercial/cyber').then((m) => m.cyberPage)),
  ),
  page(
    {
      path: '/privacy',
      title: 'Privacy Policy',
      description: 'How we collect, use, keep and protect the personal information you share through this website, and how to ask us to change or delete it.',
    },
    () => import('../pages/legal/PrivacyPage'),
  ),
  page(
    {
      path: '/terms',
      title: 'Terms of Service',
      description: 'The terms for using this website: information only, not insurance advice; coverage is governed by the carrier policy documents; Illinois law applies.',
    },
    () => import('../pages/legal/TermsPage'),
  ),
  page(
    {
      path: thanksPage.path,
      noindex: true,
      title: 'Thank You',
      description: 'Your request has reached our office. An agent will get in touch with you shortly by phone or e-mail.',
    },
    () => import('../pages/ThanksPage'),
  ),
];

/** Exact lookup; paths are static and have no trailing slash (except "/"). */
export function findRoute(pathname: string): RouteEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routes.find((route) => route.path === path);
}
