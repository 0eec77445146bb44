// cspell:disable -- place names, spelled as the places spell them.
/**
 * Towns and cities of East Tennessee, the region the business works in:
 * what the content check knows to be a place when a page lists it among the
 * cities the business serves. Geography, not the business's data: the owner
 * never edits this list (adding a city to src/data/owner/business.json is enough).
 */
export const eastTennesseePlaces: readonly string[] = [
  // Knox County
  'Knoxville',
  'Farragut',
  'Powell',
  'Halls',
  'Karns',
  'Corryton',
  'Mascot',
  'Strawberry Plains',
  'Heiskell',
  // Blount County
  'Maryville',
  'Alcoa',
  'Townsend',
  'Friendsville',
  'Louisville',
  'Rockford',
  'Walland',
  // Sevier County
  'Sevierville',
  'Pigeon Forge',
  'Gatlinburg',
  'Pittman Center',
  'Seymour',
  'Kodak',
  // Anderson County
  'Oak Ridge',
  'Clinton',
  'Norris',
  'Oliver Springs',
  'Rocky Top',
  'Andersonville',
  // Loudon County
  'Lenoir City',
  'Loudon',
  'Greenback',
  'Philadelphia',
  'Tellico Village',
  // Roane County
  'Kingston',
  'Harriman',
  'Rockwood',
  // Jefferson, Hamblen, Cocke and Grainger counties
  'Dandridge',
  'Jefferson City',
  'White Pine',
  'New Market',
  'Morristown',
  'Newport',
  'Rutledge',
  'Bean Station',
  // Union, Campbell and Claiborne counties
  'Maynardville',
  'LaFollette',
  'Jacksboro',
  'Caryville',
  'Tazewell',
  // Monroe, McMinn and Morgan counties
  'Madisonville',
  'Sweetwater',
  'Vonore',
  'Tellico Plains',
  'Athens',
  'Etowah',
  'Wartburg',
];
