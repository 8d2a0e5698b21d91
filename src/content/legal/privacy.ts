import { agency } from '../../config/agency';
import type { LegalDocument } from './types';

const name = agency.name;

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  updated: '2025-05-06',
  intro: [
    `${name} ("we", "us", "our") is an independent insurance agency in ${agency.address.city}, ${agency.address.stateName}. This policy explains what personal information we collect through this website, why we collect it, how long we keep it, and the choices you have.`,
    'By using this website or sending us a form, you agree to the collection and use of information as described here. If anything is unclear, call or write to us; the contact details are at the end of this page.',
  ],
  sections: [
    {
      id: 'definitions',
      heading: 'Definitions',
      blocks: [
        'A few words have a specific meaning in this policy:',
        {
          terms: [
            { term: 'Personal data', definition: 'Information about a person who can be identified from it, such as a name, e-mail address, phone number or policy number.' },
            { term: 'Usage data', definition: 'Information recorded automatically when a browser requests a page, such as the IP address, browser type, the page requested and the time of the request.' },
            { term: 'Cookies', definition: 'Small files a website stores on your computer or phone to remember information between visits.' },
            { term: 'Service providers', definition: 'Companies that handle data on our behalf and only for our purposes, such as the company that hosts this website and the service that delivers form submissions to our office mailbox.' },
            { term: 'Website', definition: `This website, published by ${name} at ${agency.siteOrigin.replace(/^https?:\/\//, '')}.` },
            { term: 'You', definition: 'The person using the website, or the business on whose behalf that person is using it.' },
          ],
        },
      ],
    },
    {
      id: 'data-we-collect',
      heading: 'Information we collect',
      blocks: [
        'We collect only what you choose to send us through a form, plus the basic usage data every web server records.',
        {
          list: [
            'Contact details: first and last name, e-mail address and phone number.',
            'For a quote: the type of insurance you are interested in and the details you add, such as your vehicle, your business name, industry and number of employees, or the property you want to insure.',
            'For a claim request: your policy number if you have it, the type of claim, the date of the incident and your description of what happened.',
            'For a request about a policy you have with us: your policy number if you have it, the details of a certificate of insurance and its holder, the vehicles for your ID cards, or the change you ask for and its date.',
            'Where your form came from: the page of this website you sent it from and, if the link that brought you here named one of our campaigns, that campaign (see "Cookies and tracking").',
            'Messages you write to us, and your agreement to our Terms of Service and this Privacy Policy.',
            'Usage data kept in our server logs: IP address, browser type and version, the pages visited, and the date and time of each visit.',
          ],
        },
        'Please do not send Social Security numbers, bank details or medical records through the website forms. When a quote or claim needs them, your agent will arrange a secure way to collect them.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and tracking',
      blocks: [
        'This website does not set cookies of its own and does not use advertising, analytics or social-media tracking tools.',
        'What you type into a form on this website is kept in your browser, in the session storage of that one tab, so that a reload or a visit to another page does not wipe out a half-finished form. It stays on your device and reaches us only when you press the form\'s button; it is deleted as soon as the form is sent, and your browser deletes it when you close the tab. A hidden anti-spam field is never kept.',
        'Each form also tells us which page of this website it was sent from and, when the link that brought you here named one of our advertising or e-mail campaigns (its utm_source, utm_medium and utm_campaign values), that campaign. The campaign is kept in the session storage of that one tab until you send a form or close the tab. It reaches us only with a form you send, and it tells us which of our advertising brings people to us; it is not sent to anyone else, and no tracking tool is involved.',
        'When you send a form with your e-mail address, the service that delivers forms to our office e-mails you a short confirmation that we received it.',
        'The About and Contact pages show a map of our office provided by Google Maps. When that map loads, Google may set cookies and receive your IP address under its own privacy policy. You can block or delete cookies in your browser settings; every page of this website works without them.',
      ],
    },
    {
      id: 'use-of-data',
      heading: 'How we use your information',
      blocks: [
        {
          list: [
            'To answer your quote request, message or claim request, by phone or e-mail.',
            'To compare coverage and prices: we pass the details needed for a quote to the insurance carriers we ask to quote your coverage.',
            'To report a claim to your insurance carrier and help you through it.',
            'To service a policy you buy through us, including renewals and policy changes.',
            'To keep the website secure and working, and to meet our legal and regulatory obligations.',
          ],
        },
        'We do not use your information for automated decisions about you, and we do not send marketing e-mails you did not ask for.',
      ],
    },
    {
      id: 'not-shared',
      heading: 'Information we do not share',
      blocks: [
        'We do not sell, rent or trade your personal data, and we do not share it with anyone for their own marketing.',
        'We share it only where needed to serve you: with the insurance carriers that quote or issue your coverage, with service providers bound to use it solely on our behalf, and with public authorities when the law requires us to.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep your information',
      blocks: [
        'We keep personal data only as long as it is needed for the purposes stated in this policy. We also keep and use it to the extent necessary to:',
        {
          list: [
            'comply with our legal obligations, for example the records state insurance regulations require agencies to keep;',
            'resolve disputes;',
            'enforce our agreements and policies.',
          ],
        },
        'Usage data is kept for a shorter period, except when it is used to strengthen the security or improve the functionality of the website, or when we are legally required to keep it longer.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Deleting or correcting your information',
      blocks: [
        'You may ask at any time to see the personal data we hold about you, to correct or update it, or to delete it. Send your request by e-mail or call us; we will confirm it is you and answer within 30 days.',
        'We may keep information we are legally required to keep, such as records of a policy that was issued, and we will tell you when that is the case.',
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        'Pages and forms on this website travel over an encrypted HTTPS connection, and only our staff and service providers who need your information can see it.',
        'Still, no method of transmission over the internet and no method of electronic storage is 100% secure. We use reasonable safeguards but cannot guarantee absolute security.',
      ],
    },
    {
      id: 'children',
      heading: "Children's privacy",
      blocks: [
        'This website is not meant for anyone under the age of 13, and we do not knowingly collect personal data from children under 13.',
        'If we learn that a child under 13 has sent us personal data, we remove it from our records. If you are a parent or guardian and believe your child has contacted us, please let us know.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'We may update this policy from time to time. When we do, we will let you know by e-mail and/or a prominent notice on this website before the change takes effect, and we will update the "Last updated" date at the top of this page.',
        'We encourage you to review this page now and then. Changes take effect when they are posted here.',
      ],
    },
  ],
  contactHeading: 'Contact us',
  contactText: 'Questions about this policy or your personal data? Reach us at:',
};
