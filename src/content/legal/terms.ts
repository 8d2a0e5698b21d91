import { agency } from '../../config/agency';
import type { LegalDocument } from './types';

const name = agency.name;

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  updated: '2025-05-06',
  intro: [
    `These terms apply to your use of the website of ${name}, an independent insurance agency in ${agency.address.city}, ${agency.address.stateName}. By using the website you accept them; if you do not agree, please do not use the website.`,
  ],
  sections: [
    {
      id: 'information-only',
      heading: 'Information, not insurance advice',
      blocks: [
        'The articles, coverage descriptions and answers on this website are general information about insurance. They are not advice for your particular situation, and they are not an offer of insurance.',
        'Sending a form does not bind, change or cancel any coverage. Coverage starts only when an insurance carrier accepts it and your agent confirms it to you in writing. For advice about your own needs, speak with one of our licensed agents.',
      ],
    },
    {
      id: 'your-responsibilities',
      heading: 'Your responsibilities',
      blocks: [
        {
          list: [
            'Give accurate, complete and current information when you request a quote or report a claim. Inaccurate information can change a quote, lead a carrier to deny a claim or void a policy.',
            'Keep the user names and passwords of any online account confidential, including the customer portal and the payment portal linked from this website. You are responsible for activity under your credentials; tell us right away if you suspect someone else has used them.',
            'Do not use the website for anything unlawful, and do not try to disrupt it or gain access to systems you are not authorized to use.',
          ],
        },
      ],
    },
    {
      id: 'independent-agency',
      heading: 'An independent agency working with several carriers',
      blocks: [
        `${name} is an independent insurance agency (broker). We are not an insurance company: we place coverage with several insurance carriers and compare their options for you.`,
        'Products, coverage options, discounts and prices vary by carrier, by state and by the underwriting of each application, so not every product described here is available to every customer. A quote is an estimate until the carrier has reviewed the application.',
      ],
    },
    {
      id: 'policy-documents',
      heading: 'Your policy documents govern',
      blocks: [
        'Descriptions of coverage on this website are short summaries. Your coverage is defined only by the policy documents the insurance carrier issues to you, including their terms, conditions, limits and exclusions. Where this website and your policy differ, your policy applies.',
      ],
    },
    {
      id: 'other-websites',
      heading: 'Portals and other websites',
      blocks: [
        'Some links, such as Make a Payment and Sign In, open websites operated by other companies. Those websites have their own terms and privacy policies, and we are not responsible for their content or availability.',
      ],
    },
    {
      id: 'copyright',
      heading: 'Copyright',
      blocks: [
        `The text, graphics, logos and design of this website belong to ${name} or to the people who licensed them to us, and are protected by copyright law. You may view, download and print pages for your own personal, non-commercial use. Any other copying, distribution or publication requires our written permission.`,
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        'We work to keep this website accurate and available, but it is provided "as is", without warranties of any kind. To the fullest extent the law allows, we are not liable for any indirect, incidental or consequential damages arising from your use of the website, from being unable to use it, or from relying on its content.',
        'Nothing in these terms limits any liability that cannot be limited under applicable law.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        `These terms are governed by the laws of the State of ${agency.address.stateName}, without regard to its conflict-of-law rules. Any dispute about the website or these terms will be handled by the state or federal courts located in ${agency.address.stateName}.`,
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        'We may update these terms from time to time. The "Last updated" date at the top of this page shows when they last changed, and continuing to use the website after a change means you accept the new terms.',
      ],
    },
  ],
  contactHeading: 'Contact us',
  contactText: 'Questions about these terms? Reach us at:',
};
