// Indian names, places and banks for synthetic parties. State codes are the GST state codes.

export interface IndianState {
  name: string;
  code: string;
  cities: { city: string; pin: string }[];
}

export const STATES: IndianState[] = [
  {
    name: "Maharashtra",
    code: "27",
    cities: [
      { city: "Mumbai", pin: "400" },
      { city: "Pune", pin: "411" },
      { city: "Nagpur", pin: "440" },
      { city: "Nashik", pin: "422" },
      { city: "Bhiwandi", pin: "421" },
    ],
  },
  {
    name: "Karnataka",
    code: "29",
    cities: [
      { city: "Bengaluru", pin: "560" },
      { city: "Mysuru", pin: "570" },
      { city: "Hubballi", pin: "580" },
    ],
  },
  {
    name: "Tamil Nadu",
    code: "33",
    cities: [
      { city: "Chennai", pin: "600" },
      { city: "Coimbatore", pin: "641" },
      { city: "Madurai", pin: "625" },
    ],
  },
  {
    name: "Gujarat",
    code: "24",
    cities: [
      { city: "Ahmedabad", pin: "380" },
      { city: "Surat", pin: "395" },
      { city: "Rajkot", pin: "360" },
      { city: "Vadodara", pin: "390" },
    ],
  },
  {
    name: "Delhi",
    code: "07",
    cities: [
      { city: "New Delhi", pin: "110" },
      { city: "Delhi", pin: "110" },
    ],
  },
  {
    name: "Uttar Pradesh",
    code: "09",
    cities: [
      { city: "Lucknow", pin: "226" },
      { city: "Noida", pin: "201" },
      { city: "Kanpur", pin: "208" },
      { city: "Varanasi", pin: "221" },
    ],
  },
  {
    name: "West Bengal",
    code: "19",
    cities: [
      { city: "Kolkata", pin: "700" },
      { city: "Howrah", pin: "711" },
      { city: "Siliguri", pin: "734" },
    ],
  },
  {
    name: "Telangana",
    code: "36",
    cities: [
      { city: "Hyderabad", pin: "500" },
      { city: "Warangal", pin: "506" },
    ],
  },
  {
    name: "Rajasthan",
    code: "08",
    cities: [
      { city: "Jaipur", pin: "302" },
      { city: "Jodhpur", pin: "342" },
      { city: "Udaipur", pin: "313" },
    ],
  },
  {
    name: "Kerala",
    code: "32",
    cities: [
      { city: "Kochi", pin: "682" },
      { city: "Thiruvananthapuram", pin: "695" },
    ],
  },
  {
    name: "Haryana",
    code: "06",
    cities: [
      { city: "Gurugram", pin: "122" },
      { city: "Faridabad", pin: "121" },
    ],
  },
  {
    name: "Madhya Pradesh",
    code: "23",
    cities: [
      { city: "Indore", pin: "452" },
      { city: "Bhopal", pin: "462" },
    ],
  },
  {
    name: "Punjab",
    code: "03",
    cities: [
      { city: "Ludhiana", pin: "141" },
      { city: "Amritsar", pin: "143" },
    ],
  },
  { name: "Bihar", code: "10", cities: [{ city: "Patna", pin: "800" }] },
  {
    name: "Odisha",
    code: "21",
    cities: [
      { city: "Bhubaneswar", pin: "751" },
      { city: "Cuttack", pin: "753" },
    ],
  },
  {
    name: "Andhra Pradesh",
    code: "37",
    cities: [
      { city: "Visakhapatnam", pin: "530" },
      { city: "Vijayawada", pin: "520" },
    ],
  },
  { name: "Assam", code: "18", cities: [{ city: "Guwahati", pin: "781" }] },
];

/** States whose documents are often printed with Hindi labels. */
export const HINDI_BELT = ["09", "07", "08", "23", "10", "06"];

export const STREETS = [
  "M.G. Road",
  "Station Road",
  "Nehru Nagar",
  "Gandhi Chowk",
  "Industrial Area Phase II",
  "Sector 18",
  "Ring Road",
  "Laxmi Road",
  "Anna Salai",
  "Park Street",
  "Linking Road",
  "Residency Road",
  "Civil Lines",
  "Old Market",
  "GIDC Estate",
  "MIDC Bhosari",
  "Okhla Phase I",
  "Transport Nagar",
  "Main Bazar",
  "Shivaji Nagar",
  "Rajaji Nagar",
  "Subhash Marg",
  "Kamla Market",
  "Sadar Bazar",
  "Peenya 2nd Stage",
  "Ambattur Industrial Estate",
];

export const BUILDINGS = [
  "Shop No. {n}",
  "Plot No. {n}",
  "{n}, Ground Floor",
  "Unit {n}",
  "Gala No. {n}",
  "{n}/B",
  "Office {n}, 2nd Floor",
  "Door No. {n}",
  "H.No. {n}",
  "Khasra No. {n}",
];

export const LANDMARKS = [
  "Opp. Bus Stand",
  "Near Railway Crossing",
  "Behind Post Office",
  "Next to SBI ATM",
  "Near City Mall",
];

const FIRMS_A = [
  "Shree",
  "Sai",
  "Om",
  "Balaji",
  "Ganesh",
  "Laxmi",
  "Krishna",
  "Mahalaxmi",
  "Sunrise",
  "Star",
  "Royal",
  "National",
  "Bharat",
  "Orbit",
  "Apex",
  "Vardhman",
  "Jai Ambe",
  "Navkar",
  "Siddhi",
  "Kaveri",
  "Ganga",
  "Annapurna",
  "Shiv Shakti",
  "New India",
  "Prime",
  "Sagar",
  "Matrix",
  "Pioneer",
  "Kohinoor",
  "Trident",
];
const FIRMS_B = [
  "Traders",
  "Enterprises",
  "Agencies",
  "Electricals",
  "Hardware",
  "Textiles",
  "Pharma Distributors",
  "Steel Industries",
  "Marketing",
  "Distributors",
  "Infotech Solutions",
  "Logistics",
  "Polymers",
  "Foods",
  "Paper Products",
  "Auto Parts",
  "Medical Agencies",
  "Sales Corporation",
  "Packaging",
  "Engineering Works",
  "Chemicals",
  "Plastics",
];
const FIRMS_C = ["", "", "", " Pvt. Ltd.", " Private Limited", " LLP", " & Co.", " & Sons", " Limited"];

export const FIRST_NAMES = [
  "Rajesh",
  "Suresh",
  "Amit",
  "Priya",
  "Anita",
  "Vikram",
  "Sanjay",
  "Neha",
  "Arjun",
  "Kavita",
  "Ramesh",
  "Deepak",
  "Pooja",
  "Manoj",
  "Sunita",
  "Rahul",
  "Meena",
  "Ashok",
  "Farhan",
  "Imran",
  "Harpreet",
  "Lakshmi",
  "Venkatesh",
  "Arun",
];
export const LAST_NAMES = [
  "Sharma",
  "Patel",
  "Gupta",
  "Singh",
  "Kumar",
  "Mehta",
  "Shah",
  "Reddy",
  "Nair",
  "Iyer",
  "Desai",
  "Joshi",
  "Agarwal",
  "Verma",
  "Khan",
  "Chopra",
  "Bansal",
  "Rao",
  "Pillai",
  "Das",
  "Banerjee",
  "Jain",
  "Malhotra",
];

export function firmName(pick: <T>(xs: readonly T[]) => T): string {
  return `${pick(FIRMS_A)} ${pick(FIRMS_B)}${pick(FIRMS_C)}`;
}

export interface IndianBank {
  name: string;
  code: string;
  swift: string;
  accountLength: number;
}

export const BANKS: IndianBank[] = [
  { name: "State Bank of India", code: "SBIN", swift: "SBININBB", accountLength: 11 },
  { name: "HDFC Bank", code: "HDFC", swift: "HDFCINBB", accountLength: 14 },
  { name: "ICICI Bank", code: "ICIC", swift: "ICICINBB", accountLength: 12 },
  { name: "Axis Bank", code: "UTIB", swift: "AXISINBB", accountLength: 15 },
  { name: "Kotak Mahindra Bank", code: "KKBK", swift: "KKBKINBB", accountLength: 10 },
  { name: "Punjab National Bank", code: "PUNB", swift: "PUNBINBB", accountLength: 16 },
  { name: "Bank of Baroda", code: "BARB", swift: "BARBINBB", accountLength: 14 },
  { name: "Canara Bank", code: "CNRB", swift: "CNRBINBB", accountLength: 13 },
  { name: "Union Bank of India", code: "UBIN", swift: "UBININBB", accountLength: 15 },
  { name: "IDFC FIRST Bank", code: "IDFB", swift: "IDFBINBB", accountLength: 11 },
  { name: "IndusInd Bank", code: "INDB", swift: "INDBINBB", accountLength: 12 },
  { name: "Yes Bank", code: "YESB", swift: "YESBINBB", accountLength: 15 },
  { name: "Federal Bank", code: "FDRL", swift: "FDRLINBB", accountLength: 14 },
];

export const BRANCHES = [
  "Main Branch",
  "Industrial Estate",
  "Station Road",
  "Civil Lines",
  "Market Yard",
  "Sector 18",
  "MG Road",
];
