// Where the demo properties are and how to get there (issue 29, point 2). Positions are those of
// the fictional addresses' neighbourhoods (Daepo Port in Sokcho, Naksan Beach in Yangyang, Bomun
// Lake in Gyeongju); Korean and English texts (other languages fall back to English, then Korean).

export interface LocationSeed {
  hotel_seq: number;
  latitude: number;
  longitude: number;
  check_in_time: string;
  check_out_time: string;
  /** What the map picture draws around the pin. */
  map: { sea: 'east' | null; lake: boolean };
  translations: Record<'KOR' | 'ENG', { by_car: string; by_transit: string; airport: string; parking: string; map_alt: string }>;
}

export const locations: LocationSeed[] = [
  {
    hotel_seq: 101,
    latitude: 38.1753,
    longitude: 128.6068,
    check_in_time: '15:00',
    check_out_time: '11:00',
    map: { sea: 'east', lake: false },
    translations: {
      KOR: {
        by_car: '서울양양고속도로 양양 IC에서 7번 국도를 따라 속초 방향으로 약 15분, 대포항 입구에서 우회전합니다.',
        by_transit: '속초시외버스터미널에서 택시로 약 10분, 또는 시내버스 1·1-1번을 타고 대포항 정류장에서 내려 걸어서 5분입니다.',
        airport: '양양국제공항에서 약 20km (차로 25분)',
        parking: '투숙객 무료 주차 (지하 2층~지상 1층, 300대), 전기차 충전기 20기',
        map_alt: '속초 대포항 남쪽 바닷가에 있는 라온 리조트 속초의 위치를 보여 주는 약도',
      },
      ENG: {
        by_car: 'From the Yangyang IC of the Seoul–Yangyang Expressway, follow National Route 7 towards Sokcho for about 15 minutes and turn right at the Daepo Port entrance.',
        by_transit: 'From Sokcho Intercity Bus Terminal, about 10 minutes by taxi, or city bus 1 or 1-1 to the Daepo Port stop and a 5-minute walk.',
        airport: 'Yangyang International Airport, about 20 km (25 minutes by car)',
        parking: 'Free parking for guests (B2 to 1F, 300 spaces), 20 EV chargers',
        map_alt: 'Sketch map showing RAON Resort Sokcho on the coast south of Daepo Port, Sokcho',
      },
    },
  },
  {
    hotel_seq: 102,
    latitude: 38.1219,
    longitude: 128.6278,
    check_in_time: '15:00',
    check_out_time: '11:00',
    map: { sea: 'east', lake: false },
    translations: {
      KOR: {
        by_car: '서울양양고속도로 양양 IC에서 낙산사 방향으로 약 10분입니다.',
        by_transit: '양양종합여객터미널에서 택시로 약 10분, 또는 9·9-1번 버스를 타고 낙산해변 정류장에서 내려 걸어서 3분입니다.',
        airport: '양양국제공항에서 약 8km (차로 12분)',
        parking: '투숙객 무료 주차 (야외 주차장, 150대), 성수기 주말에는 만차일 수 있습니다',
        map_alt: '양양 낙산해변 앞에 있는 라온 호텔 낙산의 위치를 보여 주는 약도',
      },
      ENG: {
        by_car: 'From the Yangyang IC of the Seoul–Yangyang Expressway, about 10 minutes towards Naksansa Temple.',
        by_transit: 'From Yangyang Bus Terminal, about 10 minutes by taxi, or bus 9 or 9-1 to the Naksan Beach stop and a 3-minute walk.',
        airport: 'Yangyang International Airport, about 8 km (12 minutes by car)',
        parking: 'Free parking for guests (outdoor, 150 spaces); it may be full on peak-season weekends',
        map_alt: 'Sketch map showing RAON Hotel Naksan by Naksan Beach, Yangyang',
      },
    },
  },
  {
    hotel_seq: 103,
    latitude: 35.8431,
    longitude: 129.2867,
    check_in_time: '15:00',
    check_out_time: '11:00',
    map: { sea: null, lake: true },
    translations: {
      KOR: {
        by_car: '경부고속도로 경주 IC에서 보문관광단지 방향으로 약 20분입니다.',
        by_transit: 'KTX 신경주역에서 택시로 약 30분, 또는 700번 버스를 타고 보문단지 정류장에서 내립니다. 경주시외버스터미널에서는 택시로 약 15분입니다.',
        airport: '포항경주공항에서 약 35km (차로 40분), 김해국제공항에서 약 90km (차로 1시간 20분)',
        parking: '투숙객 무료 주차 (400대), 대형 버스 주차 가능',
        map_alt: '경주 보문호 동쪽에 있는 라온 리조트 경주의 위치를 보여 주는 약도',
      },
      ENG: {
        by_car: 'From the Gyeongju IC of the Gyeongbu Expressway, about 20 minutes towards the Bomun Tourist Complex.',
        by_transit: 'From Singyeongju KTX station, about 30 minutes by taxi or bus 700 to the Bomun Complex stop; from Gyeongju Intercity Bus Terminal, about 15 minutes by taxi.',
        airport: 'Pohang Gyeongju Airport, about 35 km (40 minutes by car); Gimhae International Airport, about 90 km (1 h 20 min by car)',
        parking: 'Free parking for guests (400 spaces); coaches welcome',
        map_alt: 'Sketch map showing RAON Resort Gyeongju on the east shore of Bomun Lake, Gyeongju',
      },
    },
  },
];
