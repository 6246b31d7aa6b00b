/**
 * Karnataka's 31 districts, for routing a lead to the office nearest the family
 * (lib/desk/nearest-office.ts): each district's headquarters town (degrees, rounded to 0.01),
 * the names families write it by, and the first digits of its PIN codes.
 *
 * A PIN code's first three digits name its sorting district (India Post); where one prefix
 * covers several districts it is listed under the district its head office is in, and a
 * longer prefix picks out a district inside it (5811: Haveri, inside Uttara Kannada's 581).
 * These are routing hints, never shown to a family. A PIN code is read first; the district's
 * name decides when there is none, or when it is not a Karnataka one.
 */
export type District = {
  name: string
  /** Other spellings and the headquarters' names, lower case. */
  aliases: readonly string[]
  geo: { lat: number; lng: number }
  pinPrefixes: readonly string[]
}

export const karnatakaDistricts: readonly District[] = [
  {
    name: 'Bagalkot',
    aliases: ['bagalkote'],
    geo: { lat: 16.18, lng: 75.7 },
    pinPrefixes: ['587'],
  },
  { name: 'Ballari', aliases: ['bellary'], geo: { lat: 15.14, lng: 76.92 }, pinPrefixes: ['583'] },
  {
    name: 'Belagavi',
    aliases: ['belgaum', 'belagaum', 'chikodi'],
    geo: { lat: 15.85, lng: 74.5 },
    pinPrefixes: ['590', '591'],
  },
  {
    name: 'Bengaluru Urban',
    aliases: ['bengaluru', 'bangalore', 'bangalore urban', 'bengaluru city', 'bangalore city'],
    geo: { lat: 12.97, lng: 77.59 },
    pinPrefixes: ['560'],
  },
  {
    name: 'Bengaluru Rural',
    aliases: ['bangalore rural', 'doddaballapura', 'doddaballapur'],
    geo: { lat: 13.29, lng: 77.54 },
    pinPrefixes: ['561', '562'],
  },
  { name: 'Bidar', aliases: [], geo: { lat: 17.91, lng: 77.52 }, pinPrefixes: [] },
  {
    name: 'Chamarajanagar',
    aliases: ['chamarajanagara', 'chamrajnagar'],
    geo: { lat: 11.93, lng: 76.94 },
    pinPrefixes: [],
  },
  {
    name: 'Chikkaballapur',
    aliases: ['chikkaballapura', 'chikballapur'],
    geo: { lat: 13.43, lng: 77.73 },
    pinPrefixes: [],
  },
  {
    name: 'Chikkamagaluru',
    aliases: ['chikmagalur', 'chikkamagalur'],
    geo: { lat: 13.32, lng: 75.77 },
    pinPrefixes: [],
  },
  { name: 'Chitradurga', aliases: [], geo: { lat: 14.23, lng: 76.4 }, pinPrefixes: [] },
  {
    name: 'Dakshina Kannada',
    aliases: ['mangaluru', 'mangalore', 'south canara', 'dakshin kannada'],
    geo: { lat: 12.91, lng: 74.86 },
    pinPrefixes: ['574', '575'],
  },
  {
    name: 'Davanagere',
    aliases: ['davangere', 'davanagere city'],
    geo: { lat: 14.46, lng: 75.92 },
    pinPrefixes: ['577'],
  },
  {
    name: 'Dharwad',
    aliases: ['hubballi', 'hubli', 'hubli dharwad', 'hubballi dharwad', 'dharwar'],
    geo: { lat: 15.46, lng: 75.01 },
    pinPrefixes: ['580'],
  },
  {
    name: 'Gadag',
    aliases: ['gadag betageri'],
    geo: { lat: 15.43, lng: 75.63 },
    pinPrefixes: ['582'],
  },
  { name: 'Hassan', aliases: [], geo: { lat: 13.0, lng: 76.1 }, pinPrefixes: ['573'] },
  {
    name: 'Haveri',
    aliases: ['ranebennur', 'ranibennur'],
    geo: { lat: 14.79, lng: 75.4 },
    pinPrefixes: ['5811'],
  },
  {
    name: 'Kalaburagi',
    aliases: ['gulbarga', 'kalburgi'],
    geo: { lat: 17.33, lng: 76.83 },
    pinPrefixes: ['585'],
  },
  {
    name: 'Kodagu',
    aliases: ['coorg', 'madikeri', 'mercara'],
    geo: { lat: 12.42, lng: 75.74 },
    pinPrefixes: [],
  },
  { name: 'Kolar', aliases: [], geo: { lat: 13.14, lng: 78.13 }, pinPrefixes: ['563'] },
  { name: 'Koppal', aliases: [], geo: { lat: 15.35, lng: 76.15 }, pinPrefixes: [] },
  { name: 'Mandya', aliases: [], geo: { lat: 12.52, lng: 76.9 }, pinPrefixes: ['571'] },
  { name: 'Mysuru', aliases: ['mysore'], geo: { lat: 12.3, lng: 76.64 }, pinPrefixes: ['570'] },
  { name: 'Raichur', aliases: [], geo: { lat: 16.2, lng: 77.36 }, pinPrefixes: ['584'] },
  {
    name: 'Ramanagara',
    aliases: ['ramanagaram'],
    geo: { lat: 12.72, lng: 77.28 },
    pinPrefixes: [],
  },
  {
    name: 'Shivamogga',
    aliases: ['shimoga', 'shivamoga'],
    geo: { lat: 13.93, lng: 75.57 },
    pinPrefixes: [],
  },
  { name: 'Tumakuru', aliases: ['tumkur'], geo: { lat: 13.34, lng: 77.1 }, pinPrefixes: ['572'] },
  { name: 'Udupi', aliases: ['manipal'], geo: { lat: 13.34, lng: 74.75 }, pinPrefixes: ['576'] },
  {
    name: 'Uttara Kannada',
    aliases: ['karwar', 'north canara', 'uttar kannada', 'sirsi'],
    geo: { lat: 14.81, lng: 74.13 },
    pinPrefixes: ['581'],
  },
  {
    name: 'Vijayanagara',
    aliases: ['hosapete', 'hospet', 'vijayanagar'],
    geo: { lat: 15.27, lng: 76.39 },
    pinPrefixes: [],
  },
  {
    name: 'Vijayapura',
    aliases: ['bijapur'],
    geo: { lat: 16.83, lng: 75.71 },
    pinPrefixes: ['586'],
  },
  { name: 'Yadgir', aliases: ['yadagiri'], geo: { lat: 16.77, lng: 77.14 }, pinPrefixes: [] },
]
