/**
 * A list of single values (a section's paragraphs, a checklist's items, the
 * months, labels, articles): Decap's list field with `field`, each item the
 * value itself, as the file holds it (`- en: … / es: …`, or `- a-slug`).
 *
 * Why not Decap's list field as it is: Decap draws each item of a list in
 * its object field, which looks the single field's value up by the field's
 * name whenever the item is an Immutable map (decap-cms-widget-object,
 * ObjectControl `controlFor`: `Map.isMap(value) ? value.get(fieldName) :
 * value`). An item read from the file as `{ en, es }` is such a map, so the
 * side-by-side text got `item.get('item')`, nothing: every paragraph of a
 * page opened from its file showed empty boxes and was refused on Publish,
 * while an item just typed (a plain object, which the lookup passes whole)
 * worked. Decap's list field reads the item as keyed by the field's name
 * only for an `object` field (decaporg/decap-cms#2375, #2387); nothing
 * covers a field whose own value is a map. This field is Decap's list
 * field handing each item to the object field as a plain value, which the
 * object field passes on whole; the entry's value, its changes, removal and
 * reordering stay Decap's (./registerContentWidgets.ts registers it).
 */

/** The widget's name in the editor's configuration (src/buildSteps/cms/contentFields.ts). */
export const VALUE_LIST_WIDGET = 'value-list';

interface ImmutableLike {
  toJS(): unknown;
}

/** An item as the item's own field reads it: a map read from the file as the plain object typing hands back, anything else as it is. */
export const itemValue = (item: unknown): unknown =>
  item && typeof item === 'object' && typeof (item as ImmutableLike).toJS === 'function' ? (item as ImmutableLike).toJS() : item;
