/** Copy of /services/commercial/property. */
import { commercialLinePage } from '../commercial/detailSections';
import { property as propertyForm } from '../../../forms/definitions/commercial';

const propertyPage = commercialLinePage({
  hero: {
    title: 'Commercial Property Insurance',
    subtitle:
      "A kitchen fire, a burst sprinkler pipe in January or a hailstorm on the roof can close your doors for months. Commercial property insurance rebuilds what you own and keeps income coming while you're closed.",
    image: {
      src: 'https://images.unsplash.com/photo-1586528116311-ad8dd3c8310d',
      alt: 'Rows of stocked shelves inside a large warehouse',
    },
  },
  coverage: {
    title: 'What Commercial Property Covers',
    lead: 'Whether you own the building or lease a suite, we insure what you would have to replace, at replacement cost wherever the carrier allows it.',
    cards: [
      {
        icon: 'building-2',
        title: 'Buildings',
        description:
          'The structure you own, its permanently installed fixtures, and additions under construction, insured for what it would cost to rebuild today.',
      },
      {
        icon: 'armchair',
        title: 'Business Personal Property',
        description:
          'Furniture, computers, machinery, tools and inventory, plus improvements you made to a leased space.',
      },
      {
        icon: 'trending-down',
        title: 'Business Income & Extra Expense',
        description:
          'Replaces lost profit and pays ongoing bills like rent and payroll while you are closed for covered repairs, plus the cost of operating from a temporary location.',
      },
      {
        icon: 'cog',
        title: 'Equipment Breakdown',
        description:
          'Sudden mechanical or electrical failure of boilers, HVAC, refrigeration, compressors and production machinery, which standard forms exclude.',
      },
      {
        icon: 'snowflake',
        title: 'Spoilage',
        description:
          'Food, flowers, medication or other perishable stock lost when a power outage or refrigeration failure lets it spoil.',
      },
      {
        icon: 'signpost',
        title: 'Outdoor Signs & Glass',
        description:
          'Your storefront glass and exterior signs, often limited or excluded on a basic policy, broken by vandals, wind or a vehicle.',
      },
    ],
  },
  whyChoose: {
    title: 'Why Choose Us for Commercial Property',
    items: [
      {
        title: 'Values that hold up at claim time',
        description:
          'We help you set building and contents limits from current rebuilding costs, so a coinsurance penalty does not cut your claim check.',
      },
      {
        title: 'Every location on one schedule',
        description:
          'Own a building in Joliet and lease a warehouse in Elk Grove Village? We put every location on one policy with limits that fit each one.',
      },
      {
        title: 'Gaps found before a loss',
        description:
          'We point out what your policy excludes, such as flood, earthquake and sewer backup, and quote the endorsements or separate policies that close those gaps.',
      },
      {
        title: 'Help through the claim',
        description:
          'We help you document the loss, get emergency repairs approved and work with the adjuster on your business income claim.',
      },
    ],
  },
  audience: {
    title: 'Property Types We Cover',
    lead: 'We insure owned and leased commercial property across Illinois, including:',
    items: [
      'Office Buildings',
      'Retail Storefronts',
      'Restaurants',
      'Warehouses',
      'Manufacturing Plants',
      'Apartment & Mixed-Use Buildings',
      'Medical Offices',
      'Churches & Nonprofit Facilities',
    ],
  },
  faqs: [
    {
      question: 'What is the difference between replacement cost and actual cash value?',
      answer:
        'Replacement cost pays what it takes to repair or replace the damaged property with new property of like kind and quality. Actual cash value subtracts depreciation, so an older roof or ten-year-old equipment pays out far less. We recommend replacement cost wherever it is available.',
    },
    {
      question: 'I lease my space. Do I need commercial property insurance?',
      answer:
        "Yes. Your landlord's policy covers the building, not your equipment, furniture, inventory or the improvements you paid for. Most leases also require you to insure those and to carry business income coverage.",
    },
    {
      question: 'Is flood damage covered?',
      answer:
        'Not by a standard commercial property policy. Flood coverage is bought separately through the National Flood Insurance Program or a private flood carrier. Water backing up through sewers or drains is also excluded unless you add it by endorsement, which we recommend for most basements.',
    },
    {
      question: 'What is a coinsurance clause?',
      answer:
        'It requires you to insure the property for a set share of its value, commonly 80% or 90%. If you insure for less and have a loss, the carrier reduces the claim payment in proportion. Accurate values, or an agreed value endorsement, avoid the penalty.',
    },
  ],
  quote: {
    title: 'Get a Commercial Property Quote',
    lead: 'Tell us about your property and an agent will reply within 24 hours on business days.',
    form: propertyForm,
  },
  related: ['liability', 'workersComp', 'cyber'],
});

export default propertyPage;
