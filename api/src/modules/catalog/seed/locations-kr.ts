// Korea: cities (IATA codes where an airport or metropolitan code exists, else our own three
// letters), their areas and sub-areas, with real coordinates.
import { area, city, sub, type CitySeed } from './location-types';

export const KOREA: CitySeed[] = [
  city('KR', ['SEL', '서울', 'Seoul', 'ソウル', 37.5665, 126.978], { weight: 14, kind: 'metro', scene: 'city', aliases: ['そうる', '서울특별시'] }, [
    area(['GANGNAM', '강남', 'Gangnam', '江南', 37.4979, 127.0276], true, [
      sub('STATION', '강남역', 'Gangnam Station', '江南駅', 37.498, 127.0276),
      sub('SAMSEONG', '삼성', 'Samseong', '三成', 37.5089, 127.0631),
      sub('SINSA', '신사·가로수길', 'Sinsa Garosu-gil', '新沙・カロスキル', 37.5206, 127.0229),
    ]),
    area(['MYEONGDONG', '명동', 'Myeongdong', '明洞', 37.5636, 126.9869], true, [
      sub('EULJIRO', '을지로', 'Euljiro', '乙支路', 37.566, 126.991),
      sub('NAMDAEMUN', '남대문', 'Namdaemun', '南大門', 37.5592, 126.9776),
    ]),
    area(['HONGDAE', '홍대', 'Hongdae', '弘大', 37.5563, 126.9236], true, [
      sub('YEONNAM', '연남동', 'Yeonnam-dong', '延南洞', 37.566, 126.925),
      sub('HAPJEONG', '합정', 'Hapjeong', '合井', 37.5496, 126.9139),
    ]),
    area(['JONGNO', '종로', 'Jongno', '鍾路', 37.5704, 126.992], false, [
      sub('INSADONG', '인사동', 'Insadong', '仁寺洞', 37.574, 126.9856),
      sub('GWANGHWAMUN', '광화문', 'Gwanghwamun', '光化門', 37.5759, 126.9768),
    ]),
    area(['ITAEWON', '이태원', 'Itaewon', '梨泰院', 37.5345, 126.9946], false),
    area(['YEOUIDO', '여의도', 'Yeouido', '汝矣島', 37.5219, 126.9245], false),
    area(['JAMSIL', '잠실', 'Jamsil', '蚕室', 37.5133, 127.1001], true),
    area(['DONGDAEMUN', '동대문', 'Dongdaemun', '東大門', 37.5712, 127.0095], false),
  ]),
  city('KR', ['PUS', '부산', 'Busan', '釜山', 35.1796, 129.0756], { weight: 9, kind: 'resort', scene: 'beach', aliases: ['ぷさん', 'プサン', 'pusan', '부산광역시'] }, [
    area(['HAEUNDAE', '해운대', 'Haeundae', '海雲台', 35.1631, 129.1635], true, [
      sub('BEACH', '해운대 해수욕장', 'Haeundae Beach', '海雲台海水浴場', 35.1587, 129.1604),
      sub('MARINECITY', '마린시티', 'Marine City', 'マリンシティ', 35.1567, 129.145),
      sub('SONGJEONG', '송정', 'Songjeong', '松亭', 35.1786, 129.1998),
    ]),
    area(['GWANGALLI', '광안리', 'Gwangalli', '広安里', 35.1532, 129.1187], true),
    area(['SEOMYEON', '서면', 'Seomyeon', '西面', 35.1578, 129.06], false),
    area(['NAMPO', '남포동', 'Nampo-dong', '南浦洞', 35.0979, 129.0301], false),
    area(['GIJANG', '기장', 'Gijang', '機張', 35.2446, 129.2222], false),
  ]),
  city('KR', ['CJU', '제주', 'Jeju', '済州', 33.4996, 126.5312], { weight: 9, kind: 'resort', scene: 'island', aliases: ['チェジュ', 'さいしゅう', 'cheju', '제주도', 'jeju island'] }, [
    area(['JEJUCITY', '제주시', 'Jeju City', '済州市', 33.4996, 126.5312], true, [
      sub('AEWOL', '애월', 'Aewol', '涯月', 33.4637, 126.331),
      sub('HAMDEOK', '함덕', 'Hamdeok', '咸徳', 33.543, 126.6697),
      sub('SINJEJU', '신제주', 'Sin-Jeju', '新済州', 33.489, 126.491),
    ]),
    area(['SEOGWIPO', '서귀포', 'Seogwipo', '西帰浦', 33.2541, 126.5601], true, [
      sub('JUNGMUN', '중문', 'Jungmun', '中文', 33.2491, 126.4122),
      sub('PYOSEON', '표선', 'Pyoseon', '表善', 33.326, 126.833),
    ]),
    area(['SEONGSAN', '성산', 'Seongsan', '城山', 33.458, 126.9425], false),
  ]),
  city('KR', ['KAG', '강릉', 'Gangneung', '江陵', 37.7519, 128.8761], { weight: 4, kind: 'resort', scene: 'beach', aliases: ['カンヌン', 'kangnung'] }, [
    area(['GYEONGPO', '경포', 'Gyeongpo', '鏡浦', 37.7956, 128.908], true),
    area(['ANMOK', '안목해변', 'Anmok Beach', '安木海辺', 37.7727, 128.947], false),
    area(['JUMUNJIN', '주문진', 'Jumunjin', '注文津', 37.892, 128.825], false),
  ]),
  city('KR', ['GJU', '경주', 'Gyeongju', '慶州', 35.8562, 129.2247], { weight: 3, kind: 'heritage', scene: 'temple', aliases: ['キョンジュ', 'けいしゅう', 'kyongju'] }, [
    area(['BOMUN', '보문관광단지', 'Bomun Lake', '普門観光団地', 35.8422, 129.286], true),
    area(['HWANGRIDAN', '황리단길', 'Hwangridan-gil', '皇理団ギル', 35.8377, 129.2105], false),
    area(['BULGUKSA', '불국사', 'Bulguksa', '仏国寺', 35.79, 129.332], false),
  ]),
  city('KR', ['ICN', '인천', 'Incheon', '仁川', 37.4563, 126.7052], { weight: 3, kind: 'metro', scene: 'city', aliases: ['インチョン'] }, [
    area(['SONGDO', '송도', 'Songdo', '松島', 37.3826, 126.6562], true),
    area(['YEONGJONG', '영종도', 'Yeongjongdo', '永宗島', 37.4918, 126.4906], false),
    area(['WOLMIDO', '월미도', 'Wolmido', '月尾島', 37.4756, 126.5973], false),
  ]),
  city('KR', ['RSU', '여수', 'Yeosu', '麗水', 34.7604, 127.6622], { weight: 3, kind: 'resort', scene: 'night', aliases: ['ヨス'] }, [
    area(['DOLSAN', '돌산', 'Dolsan', '突山', 34.7133, 127.7393], true),
    area(['EXPO', '여수엑스포', 'Yeosu Expo', '麗水エキスポ', 34.75, 127.747], false),
  ]),
];
