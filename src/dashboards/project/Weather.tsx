import { Cloud, CloudLightning, CloudRain, CloudSun, Snowflake, Sun } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { weather as weatherParts } from 'styled-system/recipes';
import type { WeatherCondition, WeatherWidget } from '../../content/schemas/project-dashboard.ts';
import { formatDay } from '../charts/format.ts';
import { numberFormats } from '../numbers.ts';
import { RangePicker } from '../RangePicker.tsx';
import { emphasis, muted } from '../styles.ts';
import type { PanelProps } from '../widget-props.ts';

const icons: Record<WeatherCondition, typeof Sun> = {
  sunny: Sun,
  partlyCloudy: CloudSun,
  cloudy: Cloud,
  rain: CloudRain,
  storm: CloudLightning,
  snow: Snowflake,
};

/**
 * The weather at the project's locations: now, wind and humidity, and the next five days. Every
 * location and both units are rendered; the location select and the unit pickers show one of each
 * without JavaScript (weather.recipe.ts), the data's current location first.
 */
export function Weather({
  widget,
  t,
  locale,
  className,
}: PanelProps<WeatherWidget> & { className?: string | undefined }) {
  const { number, tag } = numberFormats(locale);
  const locations = Object.entries(widget.locations);
  if (!widget.locations[widget.currentLocation]) return null;
  return (
    <section
      aria-label={t('dashboards:project.weather.title')}
      data-widget="weather"
      data-weather=""
      className={cx(
        className,
        weatherParts(),
        css({
          bg: 'surface',
          border: '1px solid {colors.border}',
          borderRadius: 'xl',
          boxShadow: 'raised',
          padding: { base: '4', md: '5' },
          display: 'grid',
          gap: '4',
        }),
      )}
    >
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: '2',
        })}
      >
        {locations.map(([key, weather], index) => (
          <div key={key} data-location-panel={index}>
            <h2 className={css({ textStyle: 'sectionTitle' })}>
              {t('dashboards:project.weather.location', { location: weather.name })}
            </h2>
          </div>
        ))}
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
          {locations.length > 1 ? (
            <label
              className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', fontWeight: '600' })}
            >
              {t('dashboards:project.weather.chooseLocation')}
              <select
                data-location-choice=""
                // Server HTML: the browser owns the choice; weather.recipe.ts shows the chosen location's parts.
                defaultValue={widget.currentLocation}
                className={css({
                  minHeight: '8',
                  paddingInline: '2',
                  borderRadius: 'md',
                  border: '1px solid {colors.border}',
                  bg: 'surface',
                  color: 'fg.default',
                  fontWeight: 'normal',
                })}
              >
                {locations.map(([key, weather], index) => (
                  <option key={key} value={key} data-location-option={index}>
                    {weather.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <RangePicker
            kind="unit"
            name="weather-temp"
            legend={t('dashboards:project.weather.temperatureUnit')}
            current={widget.tempUnit}
            options={[
              { value: 'C', label: t('dashboards:project.weather.C') },
              { value: 'F', label: t('dashboards:project.weather.F') },
            ]}
          />
          <RangePicker
            kind="unit"
            name="weather-speed"
            legend={t('dashboards:project.weather.speedUnit')}
            current={widget.speedUnit}
            options={[
              { value: 'KMH', label: t('dashboards:project.weather.KMH') },
              { value: 'MPH', label: t('dashboards:project.weather.MPH') },
            ]}
          />
        </div>
      </div>
      {locations.map(([key, weather], index) => (
        <div key={key} data-location-panel={index} data-location={key}>
          <LocationWeather weather={weather} t={t} number={number} tag={tag} />
        </div>
      ))}
    </section>
  );
}

type Location = WeatherWidget['locations'][string];

/** One location's weather: now, wind and humidity, and the next five days. */
function LocationWeather({
  weather,
  t,
  number,
  tag,
}: {
  weather: Location;
  t: PanelProps<WeatherWidget>['t'];
  number: (value: number) => string;
  tag: string;
}) {
  const WeatherIcon = icons[weather.condition];
  return (
    <>
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '6' })}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <WeatherIcon aria-hidden="true" size={56} color="var(--colors-secondary-default)" />
          <div>
            <p className={css({ fontSize: '4xl', fontWeight: '800', lineHeight: '1' })} data-current-temp="">
              <span data-temp="C">{`${number(weather.temp.C)}${t('dashboards:project.weather.C')}`}</span>
              <span data-temp="F">{`${number(weather.temp.F)}${t('dashboards:project.weather.F')}`}</span>
            </p>
            <p className={muted}>{t(`dashboards:project.weather.conditions.${weather.condition}`)}</p>
          </div>
        </div>
        <dl className={css({ display: 'flex', gap: '6', margin: '0' })}>
          <div>
            <dt className={muted}>{t('dashboards:project.weather.wind')}</dt>
            <dd className={emphasis} data-wind="">
              <span data-speed="KMH">{`${number(weather.windSpeed.KMH)} ${t('dashboards:project.weather.KMH')}`}</span>
              <span data-speed="MPH">{`${number(weather.windSpeed.MPH)} ${t('dashboards:project.weather.MPH')}`}</span>
              {` ${t(`dashboards:project.weather.directions.${weather.windDirection}`)}`}
            </dd>
          </div>
          <div>
            <dt className={muted}>{t('dashboards:project.weather.humidity')}</dt>
            <dd className={emphasis}>{`${number(weather.humidity)}%`}</dd>
          </div>
        </dl>
      </div>
      <div>
        <h3 className={css({ fontWeight: '600', marginBlockEnd: '2' })}>{t('dashboards:project.weather.forecast')}</h3>
        <ol
          className={css({
            listStyle: 'none',
            padding: '0',
            margin: '0',
            display: 'grid',
            gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
            gap: '2',
          })}
          data-forecast=""
        >
          {weather.next5days.map((day) => {
            const Icon = icons[day.condition];
            return (
              <li
                key={day.day}
                className={css({
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  gap: '1',
                  padding: '2',
                  bg: 'surface.raised',
                  borderRadius: 'lg',
                  fontSize: 'sm',
                })}
              >
                <span>{formatDay(day.day, tag, 'weekday')}</span>
                <Icon aria-hidden="true" size={24} />
                <span className="visually-hidden">{t(`dashboards:project.weather.conditions.${day.condition}`)}</span>
                <span className={emphasis}>
                  <span data-temp="C">{`${number(day.temp.C)}°`}</span>
                  <span data-temp="F">{`${number(day.temp.F)}°`}</span>
                </span>
              </li>
            );
          })}
        </ol>
      </div>
    </>
  );
}
