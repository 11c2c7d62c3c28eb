// Review texts: short titles and sentences travellers write, by mood, in the language the review
// is written in (most in Korean; some in English and Japanese).
export type Mood = 'good' | 'fair' | 'poor';
export type ReviewLang = 'ko' | 'en' | 'ja';

export const REVIEW_TITLES: Record<ReviewLang, Record<Mood, string[]>> = {
  ko: {
    good: ['위치가 정말 좋아요', '깨끗하고 조용했어요', '직원분들이 친절해요', '가성비 최고예요', '다음에 또 올게요', '조식이 맛있었어요', '뷰가 환상적이에요', '아이와 묵기 좋아요'],
    fair: ['무난하게 잘 쉬었어요', '가격 대비 괜찮아요', '위치는 좋은데 방이 좁아요', '하루 묵기엔 충분해요'],
    poor: ['방음이 아쉬워요', '사진과 조금 달라요', '청소 상태가 아쉬웠어요', '체크인이 오래 걸렸어요'],
  },
  en: {
    good: ['Great location', 'Clean and quiet', 'Friendly staff', 'Excellent value', 'Would stay again', 'Lovely breakfast', 'Amazing view'],
    fair: ['Decent stay', 'Fine for the price', 'Good location, small room'],
    poor: ['Thin walls', 'Not like the photos', 'Slow check-in'],
  },
  ja: {
    good: ['立地が最高でした', '清潔で静かでした', 'スタッフが親切', 'コスパ抜群', 'また泊まりたいです', '朝食が美味しかった'],
    fair: ['普通に快適でした', '値段相応です', '立地は良いが部屋は狭め'],
    poor: ['壁が薄いです', '写真と少し違いました', 'チェックインに時間がかかりました'],
  },
};

export const REVIEW_SENTENCES: Record<ReviewLang, Record<Mood, string[]>> = {
  ko: {
    good: [
      '역에서 가까워서 이동이 편했습니다.', '객실이 넓고 침구가 포근했어요.', '프런트 직원분이 친절하게 맛집도 추천해 주셨어요.',
      '창밖 풍경이 너무 예뻐서 오래 머물고 싶었어요.', '욕실이 깔끔하고 어메니티도 충분했습니다.', '가족 여행으로 갔는데 아이들이 정말 좋아했어요.',
      '조식 메뉴가 다양하고 맛있었어요.', '체크인부터 체크아웃까지 모두 만족스러웠습니다.',
    ],
    fair: ['가격을 생각하면 괜찮은 편이에요.', '방이 조금 좁지만 하루 묵기엔 충분했어요.', '주차가 조금 불편했지만 나머지는 무난했어요.', '시설이 살짝 오래됐지만 깨끗했어요.'],
    poor: ['옆방 소리가 잘 들려서 잠을 설쳤어요.', '에어컨 소음이 커서 아쉬웠습니다.', '사진보다 객실이 작았어요.', '체크인 대기가 30분 넘게 걸렸어요.'],
  },
  en: {
    good: ['A few minutes from the station.', 'Spacious room and a very comfortable bed.', 'The staff went out of their way to help us.', 'Breakfast had plenty of choice.'],
    fair: ['Nothing special, but clean and convenient.', 'The room was small but fine for one night.'],
    poor: ['We could hear the neighbours all night.', 'The air conditioning was noisy.'],
  },
  ja: {
    good: ['駅から近くてとても便利でした。', '部屋が広くてベッドも快適でした。', 'スタッフの対応がとても丁寧でした。', '朝食の種類が多くて満足です。'],
    fair: ['特別ではないですが清潔で便利でした。', '部屋は狭めですが一泊なら十分です。'],
    poor: ['隣の部屋の音がよく聞こえました。', 'エアコンの音が気になりました。'],
  },
};

export const REVIEWER_NAMES: Record<ReviewLang, string[]> = {
  ko: ['김**', '이**', '박**', '최**', '정**', '강**', '조**', '윤**', '장**', '임**', '한**', '오**'],
  en: ['J***', 'E***', 'M***', 'D***', 'S***', 'A***'],
  ja: ['田中**', '佐藤**', '鈴木**', '高橋**', '伊藤**', '山本**'],
};
