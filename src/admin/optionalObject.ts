/**
 * A group of fields that may be left out as a whole (a coverage page's card,
 * its place on the home page, a section's link): the model's optional
 * `object`. Decap's object field checks its fields whether or not the group
 * was filled (decaporg/decap-cms#2103, #7748), so an empty optional card
 * would stop the save with "Card title is required". This field is Decap's
 * object field checking its fields only once one of them is filled, which
 * is the build's rule: all of the group, or none of it (./main.ts registers it).
 */

/** The widget's name in the editor's configuration (src/buildSteps/cms/contentFields.ts). */
export const OPTIONAL_OBJECT_WIDGET = 'optional-object';
