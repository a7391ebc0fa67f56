import { LIAM, MEI, SOFIA } from './homework-data';

/** A demo lesson report; `opened` gives it an open history as if the student had read it. */
export type DemoReport = {
  username: string;
  title: string;
  daysAgo: number;
  opened: { count: number; firstDaysAgo: number; lastDaysAgo: number } | null;
  content: string;
};

/** Lesson reports using every marker, [ICON: name] tags and Chinese translation lines. */
export const demoReports: readonly DemoReport[] = [
  {
    username: MEI,
    title: 'Lesson 12: Ordering at a café',
    daysAgo: 6,
    opened: { count: 3, firstDaysAgo: 5, lastDaysAgo: 1 },
    content: `=== REPORT START ===
# Lesson 12: Ordering at a café [ICON: chat]

## What we practised [ICON: speaking]
- Polite requests: **Could I have…?** and **I'd like…**
- Countable and uncountable nouns: *a glass of water*, *some bread*
- Asking for the bill

Chinese Translation:
我们练习了在咖啡馆点餐的礼貌用语。

## Vocabulary [ICON: vocabulary]
1. menu – 菜单
2. bill – 账单
3. sandwich – 三明治

## Well done [ICON: star]
Mei used **could** naturally in the role play. Keep it up! [ICON: thumbs up]
你的角色扮演非常自然，继续保持！

## Homework [ICON: homework]
Finish *Mixed Review: Food and Drink* before Friday.
=== REPORT END ===`,
  },
  {
    username: MEI,
    title: 'Lesson 13: Irregular past tense',
    daysAgo: 2,
    opened: null,
    content: `=== REPORT START ===
# Lesson 13: Irregular past tense [ICON: book]

Today we reviewed twenty irregular verbs. [ICON: brain]

- buy → **bought**
- fly → **flew**
- go → **went**

Chinese Translation:
今天我们复习了二十个不规则动词。

## Tip [ICON: lightbulb]
Say the three forms aloud: *go, went, gone*.
大声朗读动词的三种形式。
=== REPORT END ===`,
  },
  {
    username: LIAM,
    title: 'Lesson 8: Word order in questions',
    daysAgo: 4,
    opened: { count: 1, firstDaysAgo: 3, lastDaysAgo: 3 },
    content: `=== REPORT START ===
# Lesson 8: Word order in questions [ICON: question]

## Pattern [ICON: grammar]
**Do/Does + subject + verb?** — *Do you like music?*

Chinese Translation:
疑问句的语序：助动词 + 主语 + 动词。

## Next steps [ICON: target]
- Finish **Word Order (old format)**
- Read one short article each day [ICON: reading]
=== REPORT END ===`,
  },
  {
    username: SOFIA,
    title: 'Lesson 3: Talking about plans',
    daysAgo: 9,
    opened: { count: 2, firstDaysAgo: 8, lastDaysAgo: 7 },
    content: `=== REPORT START ===
# Lesson 3: Talking about plans [ICON: calendar]

We used **going to** for plans. [ICON: rocket]

Chinese Translation:
我们用 going to 来谈论计划。

- I'm going to visit my grandmother.
- She's going to play tennis.

[ICON: clap] Great pronunciation today!
今天你的发音很棒！
=== REPORT END ===`,
  },
];
