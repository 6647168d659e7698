/** The ~50 locations (Indian cities and states) category pages are filtered by: slug (lowercase, hyphenated) and name. */
export const LOCATIONS: readonly string[] = [
  'Ahmedabad', 'Mohali', 'Mumbai', 'Pune', 'Uttar Pradesh', 'Delhi', 'Chandigarh', 'Panchkula', 'Baddi', 'Zirakpur',
  'Ludhiana', 'Jalandhar', 'Amritsar', 'Jaipur', 'Lucknow', 'Kanpur', 'Agra', 'Varanasi', 'Patna', 'Kolkata', 'Guwahati',
  'Bhubaneswar', 'Ranchi', 'Raipur', 'Indore', 'Bhopal', 'Nagpur', 'Nashik', 'Aurangabad', 'Surat', 'Vadodara', 'Rajkot',
  'Hyderabad', 'Bengaluru', 'Chennai', 'Coimbatore', 'Kochi', 'Thiruvananthapuram', 'Visakhapatnam', 'Vijayawada', 'Dehradun',
  'Haridwar', 'Punjab', 'Haryana', 'Himachal Pradesh', 'Gujarat', 'Maharashtra', 'Rajasthan', 'Madhya Pradesh', 'Bihar',
  'West Bengal', 'Tamil Nadu', 'Karnataka', 'Kerala', 'Telangana', 'Uttarakhand',
];

export const locationSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
